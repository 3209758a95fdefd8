import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { ForgotPasswordForm } from '@/components/auth/password-forms';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { passwordCrumbs } from '@/components/auth/password-crumbs';
import { PageIntro } from '@/components/ui/page-intro';
import { forgotNotice } from '@/lib/auth/password-pages';
import { accountPageMetadata } from '@/lib/seo/unlisted';
import { pageLocale } from '@/lib/i18n/page-locale';

export async function generateMetadata({ params }: PageProps<'/[locale]/login/forgot'>): Promise<Metadata> {
  const locale = pageLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'PasswordForms' });
  return accountPageMetadata(locale, '/login/forgot', t('forgotTitle'));
}

export default async function ForgotPasswordPage({ searchParams }: PageProps<'/[locale]/login/forgot'>) {
  const query = await searchParams;
  // The back-office's sign-in links here with ?account=staff: the link is for a member of staff.
  const kind = query.account === 'staff' ? 'staff' : 'owner';
  const [t, tLogin] = await Promise.all([getTranslations('PasswordForms'), getTranslations('Login')]);
  return (
    <>
      <PageIntro title={t('forgotTitle')} lead={t(kind === 'staff' ? 'forgotLeadStaff' : 'forgotLead')}>
        <Breadcrumbs items={passwordCrumbs(kind, tLogin('title'), t('forgotTitle'))} />
      </PageIntro>
      <div className="container-page py-10">
        <ClientMessages island="passwordForms">
          <ForgotPasswordForm kind={kind} notice={forgotNotice(query.notice)} />
        </ClientMessages>
      </div>
    </>
  );
}
