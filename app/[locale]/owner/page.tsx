import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { ClientMessages } from '@/components/i18n/client-messages';
import { OwnerDashboard } from '@/components/owner/owner-dashboard';
import { SignOutButton } from '@/components/auth/sign-out-button';
import { WeeklyReportToggle } from '@/components/owner/weekly-report-toggle';
import { PageIntro } from '@/components/ui/page-intro';
import { currentOwnerId } from '@/lib/auth/session';
import { db } from '@/lib/db';
import { getPathname, redirect } from '@/lib/i18n/navigation';
import { ownerProperties, ownerStats } from '@/lib/owner/queries';
import { accountPageMetadata } from '@/lib/seo/unlisted';
import { pageLocale } from '@/lib/i18n/page-locale';
import { ownerPropertyParam } from '@/lib/owner/property-param';

export async function generateMetadata({ params }: PageProps<'/[locale]/owner'>): Promise<Metadata> {
  const locale = pageLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'OwnerPortal' });
  return accountPageMetadata(locale, '/owner', t('title'));
}

export default async function OwnerPage({ params, searchParams }: PageProps<'/[locale]/owner'>) {
  const locale = pageLocale((await params).locale);
  const ownerId = await currentOwnerId();
  if (ownerId === null) return redirect({ href: '/login', locale });

  const propertyId = ownerPropertyParam((await searchParams).property);
  const [owner, properties, stats, t] = await Promise.all([
    db.owner.findUniqueOrThrow({ where: { id: ownerId }, select: { name: true, weeklyReport: true } }),
    ownerProperties(db, ownerId, locale),
    propertyId === undefined ? null : ownerStats(db, ownerId, propertyId),
    getTranslations('OwnerPortal'),
  ]);
  // Someone else's property (or nonsense) in the URL: the same 404 as a page that does not exist.
  if (!stats) notFound();
  const base = getPathname({ href: '/owner', locale });
  const titles = Object.fromEntries(properties.map((property) => [property.id, property.title]));

  return (
    <>
      <PageIntro title={t('title')} lead={t('welcome', { name: owner.name })}>
        <div className="mb-4 flex justify-end">
          <SignOutButton label={t('signOut')} callbackUrl={getPathname({ href: '/login', locale })} />
        </div>
      </PageIntro>
      <div className="container-page grid gap-10 py-10 lg:grid-cols-[18rem_1fr]">
        <aside className="flex min-w-0 flex-col gap-6">
          <nav aria-label={t('propertiesNav')}>
            <h2 className="mb-3 text-xl font-semibold">{t('propertiesNav')}</h2>
            <ul className="flex flex-col gap-1">
              <li>
                <a
                  href={base}
                  aria-current={propertyId === null ? 'page' : undefined}
                  className="block rounded px-3 py-2 hover:bg-brand-50 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
                >
                  {t('allProperties', { count: properties.length })}
                </a>
              </li>
              {properties.map((property) => (
                <li key={property.id}>
                  <a
                    href={`${base}?property=${property.id}`}
                    aria-current={propertyId === property.id ? 'page' : undefined}
                    className="block rounded px-3 py-2 hover:bg-brand-50 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
                  >
                    <span className="block font-medium">{property.title}</span>
                    <span className="block text-sm opacity-80">
                      {property.recordFile} · {property.city}
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <ClientMessages island="ownerPortal">
            <WeeklyReportToggle initial={owner.weeklyReport} />
          </ClientMessages>
        </aside>
        {/* min-w-0: the wide tables scroll inside their own box instead of widening the page. */}
        <div className="min-w-0">
          <ClientMessages island="ownerPortal">
            <OwnerDashboard
              property={propertyId === null ? 'all' : String(propertyId)}
              initial={stats}
              titles={titles}
            />
          </ClientMessages>
        </div>
      </div>
    </>
  );
}
