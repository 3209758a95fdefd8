import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BackOfficeShell } from '@/components/admin/back-office-shell';
import { staffPage } from '@/lib/admin/guard';
import { backOfficeLocale } from '@/lib/admin/staff-member';
import { testimonialCounts } from '@/lib/admin/testimonials';
import { backOfficePath } from '@/lib/staff/paths';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await backOfficeLocale(), namespace: 'Admin.pages' });
  return { title: t('home') };
}

export default async function BackOfficeHome() {
  const staff = await staffPage('home');
  const [t, testimonials] = await Promise.all([
    getTranslations({ locale: staff.locale, namespace: 'Admin' }),
    testimonialCounts(),
  ]);
  return (
    <BackOfficeShell staff={staff} current="home" title={t('home.title', { name: staff.name })}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <li className="rounded-lg border border-line bg-white p-5">
          <h2 className="text-lg font-semibold">
            <a
              href={`${backOfficePath('testimonials')}?view=new`}
              className="text-brand-700 underline underline-offset-4"
            >
              {t('pages.testimonials')}
            </a>
          </h2>
          <p className="mt-2 text-muted">{t('home.newTestimonials', { count: testimonials.new })}</p>
        </li>
      </ul>
    </BackOfficeShell>
  );
}
