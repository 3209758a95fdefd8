import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { ResetPasswordForm } from '@/components/auth/password-forms';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { passwordCrumbs } from '@/components/auth/password-crumbs';
import { PageIntro } from '@/components/ui/page-intro';
import { Link } from '@/lib/i18n/navigation';
import { alternates } from '@/lib/seo/alternates';
import { pageLocale } from '@/lib/i18n/page-locale';

export async function generateMetadata({ params }: PageProps<'/[locale]/login/reset'>): Promise<Metadata> {
  const locale = pageLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'PasswordForms' });
  return {
    title: t('resetTitle'),
    robots: { index: false, follow: false },
    // The token in the link must not travel to other sites in the Referer header.
    referrer: 'no-referrer',
    alternates: await alternates(locale, '/login/reset'),
  };
}

export default async function ResetPasswordPage({ searchParams }: PageProps<'/[locale]/login/reset'>) {
  const { token, account } = await searchParams;
  // A staff account's link says so (lib/auth/reset-requests.ts, passwordLink).
  const kind = account === 'staff' ? 'staff' : 'owner';
  const [t, tLogin] = await Promise.all([getTranslations('PasswordForms'), getTranslations('Login')]);
  return (
    <>
      <PageIntro title={t('resetTitle')} lead={t(kind === 'staff' ? 'resetLeadStaff' : 'resetLead')}>
        <Breadcrumbs items={passwordCrumbs(kind, tLogin('title'), t('resetTitle'))} />
      </PageIntro>
      <div className="container-page py-10">
        {typeof token === 'string' && token.length > 0 ? (
          <ClientMessages island="passwordForms">
            <ResetPasswordForm token={token} />
          </ClientMessages>
        ) : (
          <p role="alert" className="max-w-xl">
            {t('tokenInvalid')}{' '}
            <Link href="/login/forgot" className="font-semibold text-brand-700 underline">
              {t('askAgain')}
            </Link>
          </p>
        )}
      </div>
    </>
  );
}
