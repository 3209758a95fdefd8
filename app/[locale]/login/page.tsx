import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { cookies } from 'next/headers';
import { ClientMessages } from '@/components/i18n/client-messages';
import { ContactDetails } from '@/components/content/contact-details';
import { LoginForm } from '@/components/auth/login-form';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { PageIntro } from '@/components/ui/page-intro';
import { currentOwnerId } from '@/lib/auth/session';
import { signInCsrfToken } from '@/lib/auth/sign-in-csrf';
import { keptSignInEmail } from '@/lib/auth/sign-in-email-cookie';
import { signInFailure } from '@/lib/auth/sign-in-failure';
import { redirect } from '@/lib/i18n/navigation';
import { accountPageMetadata } from '@/lib/seo/unlisted';
import { pageLocale } from '@/lib/i18n/page-locale';

export async function generateMetadata({ params }: PageProps<'/[locale]/login'>): Promise<Metadata> {
  const locale = pageLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'Login' });
  return accountPageMetadata(locale, '/login', t('title'));
}

export default async function LoginPage({ params, searchParams }: PageProps<'/[locale]/login'>) {
  const locale = pageLocale((await params).locale);
  if ((await currentOwnerId()) !== null) redirect({ href: '/owner', locale });
  // A form sent without script that was refused comes back here with its failure's code, and the
  // address typed in a cookie.
  const [t, csrfToken, failure, email] = await Promise.all([
    getTranslations('Login'),
    signInCsrfToken(),
    searchParams.then((query) => signInFailure(query.error)),
    cookies().then(keptSignInEmail),
  ]);
  return (
    <>
      <PageIntro title={t('title')} lead={t('lead')}>
        <Breadcrumbs items={[{ label: t('title') }]} />
      </PageIntro>
      <div className="container-page grid gap-10 py-10 lg:grid-cols-[2fr_1fr]">
        <ClientMessages island="loginForm">
          <LoginForm csrfToken={csrfToken} failure={failure} email={failure && email} />
        </ClientMessages>
        <ContactDetails />
      </div>
    </>
  );
}
