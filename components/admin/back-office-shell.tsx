import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { SignOutButton } from '@/components/auth/sign-out-button';
import type { StaffMember } from '@/lib/admin/staff-member';
import { BACK_OFFICE_PAGES, STAFF_SIGN_IN_PATH, type BackOfficePage } from '@/lib/staff/paths';
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
  const pages = (Object.keys(BACK_OFFICE_PAGES) as BackOfficePage[]).filter((page) => mayEnter(staff.role, page));
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded bg-brand-700 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('skipToContent')}
      </a>
      <header className="bg-brand-800 text-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-3">
          <a href={BACK_OFFICE_PAGES.home} className="font-serif text-lg font-semibold">
            {t('title')}
          </a>
          <a href={`/${staff.locale}/`} className="text-sm underline underline-offset-4">
            {t('toSite')}
          </a>
        </div>
      </header>
      <div className="border-b border-line bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4">
          <nav aria-label={t('menu')} className="-mx-2 overflow-x-auto">
            <ul className="flex">
              {pages.map((page) => (
                <li key={page}>
                  <a
                    href={BACK_OFFICE_PAGES[page]}
                    aria-current={page === current ? 'page' : undefined}
                    className="block border-b-2 border-transparent px-2 py-3 font-medium whitespace-nowrap text-muted hover:text-ink aria-[current=page]:border-brand-700 aria-[current=page]:text-ink"
                  >
                    {t(`pages.${page}`)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="flex items-center gap-3 py-2 text-sm">
            <span>{t('signedInAs', { name: staff.name, role: t(`roles.${staff.role}`) })}</span>
            <SignOutButton label={t('signOut')} callbackUrl={STAFF_SIGN_IN_PATH} />
          </div>
        </div>
      </div>
      <main id="main" tabIndex={-1} className="mx-auto max-w-6xl px-4 py-8 outline-none">
        <h1 className="mb-6 text-2xl font-semibold sm:text-3xl">{title}</h1>
        {children}
      </main>
    </>
  );
}
