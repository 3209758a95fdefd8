import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { cookies } from 'next/headers';
import { PasswordSetNotice, ResetPasswordForm } from '@/components/auth/password-forms';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { passwordCrumbs } from '@/components/auth/password-crumbs';
import { PageIntro } from '@/components/ui/page-intro';
import { resetNotice } from '@/lib/auth/password-pages';
import { RESET_LINK_COOKIE } from '@/lib/http/personal-cookies';
import { Link } from '@/lib/i18n/navigation';
import { accountPageMetadata } from '@/lib/seo/unlisted';
import { pageLocale } from '@/lib/i18n/page-locale';

export async function generateMetadata({ params }: PageProps<'/[locale]/login/reset'>): Promise<Metadata> {
  const locale = pageLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'PasswordForms' });
  return {
    ...(await accountPageMetadata(locale, '/login/reset', t('resetTitle'))),
    // The token in the link must not travel in the Referer header: only the origin does. Not
    // 'no-referrer', under which the browser sends the form's own post (without script) with
    // `Origin: null`, which the route's same-origin check refuses.
    referrer: 'strict-origin',
  };
}

export default async function ResetPasswordPage({ searchParams }: PageProps<'/[locale]/login/reset'>) {
  const query = await searchParams;
  // A staff account's link says so (lib/auth/reset-requests.ts, passwordLink).
  const kind = query.account === 'staff' ? 'staff' : 'owner';
  // What the route said of a form sent without script; the link's token then comes back in a
  // cookie, never in the address (lib/auth/reset-link-cookie.ts).
  const notice = resetNotice(query.notice);
  const [t, tLogin, jar] = await Promise.all([getTranslations('PasswordForms'), getTranslations('Login'), cookies()]);
  const linked = typeof query.token === 'string' && query.token.length > 0 ? query.token : null;
  const token = notice === 'tokenInvalid' ? null : (linked ?? jar.get(RESET_LINK_COOKIE)?.value ?? null);
  return (
    <>
      <PageIntro title={t('resetTitle')} lead={t(kind === 'staff' ? 'resetLeadStaff' : 'resetLead')}>
        <Breadcrumbs items={passwordCrumbs(kind, tLogin('title'), t('resetTitle'))} />
      </PageIntro>
      <div className="container-page py-10">
        {notice === 'done' ? (
          <ClientMessages island="passwordForms">
            <PasswordSetNotice kind={kind} />
          </ClientMessages>
        ) : token ? (
          <ClientMessages island="passwordForms">
            <ResetPasswordForm token={token} kind={kind} notice={notice} />
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
