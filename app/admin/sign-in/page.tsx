import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { cookies } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import { LoginForm } from '@/components/auth/login-form';
import { ClientMessages } from '@/components/i18n/client-messages';
import { anonymousLocale, currentStaffMember, isOwnerSession } from '@/lib/admin/staff-member';
import { signInCsrfToken } from '@/lib/auth/sign-in-csrf';
import { keptSignInEmail } from '@/lib/auth/sign-in-email-cookie';
import { signInFailure } from '@/lib/auth/sign-in-failure';
import { BACK_OFFICE_PATH } from '@/lib/staff/paths';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await anonymousLocale(), namespace: 'Admin.signIn' });
  return { title: t('title') };
}

export default async function StaffSignInPage({ searchParams }: PageProps<'/admin/sign-in'>) {
  if (await currentStaffMember()) redirect(BACK_OFFICE_PATH);
  // An owner's session reaches nothing of the back-office, its door included.
  if (await isOwnerSession()) notFound();
  const locale = await anonymousLocale();
  const t = await getTranslations({ locale, namespace: 'Admin' });
  const csrfToken = await signInCsrfToken();
  // A form sent without script that was refused comes back here with its failure's code, and the
  // address typed in a cookie.
  const failure = signInFailure((await searchParams).error);
  const email = failure && keptSignInEmail(await cookies());
  return (
    <main id="main" className="mx-auto flex min-h-dvh max-w-md flex-col justify-center gap-6 px-4 py-10">
      <p className="font-serif text-lg font-semibold text-brand-700">{t('title')}</p>
      <h1 className="text-3xl font-semibold">{t('signIn.title')}</h1>
      <p className="text-muted">{t('signIn.lead')}</p>
      <div className="rounded-lg border border-line bg-white p-6">
        <ClientMessages island="loginForm" locale={locale}>
          <LoginForm kind="staff" csrfToken={csrfToken} failure={failure} email={email} />
        </ClientMessages>
      </div>
    </main>
  );
}
