import { getTranslations } from 'next-intl/server';
import { LINK } from '@/components/admin/admin-classes';
import { backOfficeLocale } from '@/lib/admin/staff-member';
import { BACK_OFFICE_PATH } from '@/lib/staff/paths';

// The back-office's 404: a page that does not exist, or one this session may not see (an owner's
// session, a role that does not reach it), alike.
export default async function BackOfficeNotFound() {
  const t = await getTranslations({ locale: await backOfficeLocale(), namespace: 'Admin.notFound' });
  return (
    <main id="main" className="mx-auto flex min-h-dvh max-w-md flex-col justify-center gap-4 px-4 py-10">
      <h1 className="text-3xl font-semibold">{t('title')}</h1>
      <p className="text-muted">{t('text')}</p>
      <a href={BACK_OFFICE_PATH} className={LINK}>
        {t('back')}
      </a>
    </main>
  );
}
