import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { SignOutButton } from '@/components/auth/sign-out-button';
import type { StaffMember } from '@/lib/admin/staff-member';
import { BACK_OFFICE_PAGES, backOfficePath, STAFF_SIGN_IN_PATH, type BackOfficePage } from '@/lib/staff/paths';
import { mayEnter } from '@/lib/staff/roles';

/** The frame of every back-office page after the sign-in: who is signed in, the menu, the title. */
export async function BackOfficeShell({
  staff,
  current,
  title,
  children,
}: {
  staff: StaffMember;
  current: BackOfficePage;
  title: string;
  children: ReactNode;
}) {
  const t = await getTranslations({ locale: staff.locale, namespace: 'Admin' });
  const pages = (Object.keys(BACK_OFFICE_PAGES) as BackOfficePage[]).filter((page) =>
    mayEnter(staff.role, BACK_OFFICE_PAGES[page].area),
  );
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded bg-brand-700 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('skipToContent')}
      </a>
      <header className="bg-brand-800 text-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-3">
          <a href={backOfficePath('home')} className="font-serif text-lg font-semibold">
            {t('title')}
          </a>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
            <span>{t('signedInAs', { name: staff.name, role: t(`roles.${staff.role}`) })}</span>
            <a href={`/${staff.locale}/`} className="underline underline-offset-4">
              {t('toSite')}
            </a>
            <SignOutButton label={t('signOut')} callbackUrl={STAFF_SIGN_IN_PATH} tone="inverse" />
          </div>
        </div>
      </header>
      <div className="mx-auto max-w-7xl px-4 lg:grid lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-10">
        <nav aria-label={t('menu')} className="border-b border-line py-3 lg:border-0 lg:py-8">
          {/* A row that scrolls sideways on a phone, a column beside the page on a wide screen. */}
          <ul className="-mx-2 flex overflow-x-auto lg:mx-0 lg:flex-col lg:overflow-visible">
            {pages.map((page) => (
              <li key={page} className="shrink-0">
                <a
                  href={backOfficePath(page)}
                  aria-current={page === current ? 'page' : undefined}
                  className="block rounded-md px-3 py-2.5 font-medium whitespace-nowrap text-muted lg:whitespace-normal hover:bg-white hover:text-ink aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
                >
                  {t(`pages.${page}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <main id="main" tabIndex={-1} className="min-w-0 py-8 outline-none">
          <h1 className="mb-6 text-2xl font-semibold sm:text-3xl">{title}</h1>
          {children}
        </main>
      </div>
    </>
  );
}
