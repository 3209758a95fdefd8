import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PhotoMosaic } from '@/components/media/photo-mosaic';
import { notFound } from 'next/navigation';
import { PropertyPrice } from '@/components/property/property-price';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { truncateDescription } from '@/lib/domain/description';
import { Link, permanentRedirect } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/locales';
import { goalFromFeed } from '@/lib/properties/goal';
import { propertyHref } from '@/lib/properties/property-path';
import { getProject, type ProjectSummary } from '@/lib/projects/queries';
import { alternates } from '@/lib/seo/alternates';

type Props = PageProps<'/[locale]/projects/[city]/[title]/[id]'>;

function projectParams(project: ProjectSummary, locale: Locale) {
  const slugs = project.slugs[locale] ?? { title: String(project.id), city: 'city' };
  return { city: slugs.city, title: slugs.title, id: String(project.id) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params;
  const project = await getProject(Number(id), locale as Locale);
  if (!project) return {};
  return {
    title: `${project.title} – ${project.cityName}`,
    description: truncateDescription(project.description, 160),
    alternates: alternates(locale as Locale, '/projects/[city]/[title]/[id]', (target) =>
      projectParams(project, target),
    ),
  };
}

export default async function ProjectPage({ params }: Props) {
  const resolved = await params;
  const locale = resolved.locale as Locale;
  const project = await getProject(Number(resolved.id), locale);
  if (!project || !/^\d+$/.test(resolved.id)) notFound();
  const canonical = projectParams(project, locale);
  if (canonical.city !== resolved.city || canonical.title !== resolved.title) {
    permanentRedirect({ href: { pathname: '/projects/[city]/[title]/[id]', params: canonical }, locale });
  }
  const [t, tCard] = await Promise.all([getTranslations('Projects'), getTranslations('PropertyCard')]);

  return (
    <article className="container-page py-8">
      <Breadcrumbs items={[{ label: t('title'), href: '/projects' }, { label: project.title }]} />
      <p className="font-medium text-sand-700">
        {project.zip} {project.cityName}
      </p>
      <h1 className="mt-1 text-3xl font-semibold sm:text-4xl">{project.title}</h1>
      {project.address && <p className="mt-2 text-muted">{project.address}</p>}
      <PhotoMosaic pictures={project.pictures} title={project.title} />
      <div className="mt-8 max-w-3xl text-lg whitespace-pre-line">{project.description}</div>
      <h2 className="mt-10 mb-4 text-2xl font-semibold">{t('units')}</h2>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[36rem] border-collapse text-left">
          <caption className="sr-only">{t('unitsCaption', { project: project.title })}</caption>
          <thead>
            <tr className="border-b-2 border-brand-700">
              <th scope="col" className="py-2 pr-4">
                {t('unit')}
              </th>
              <th scope="col" className="py-2 pr-4">
                {t('type')}
              </th>
              <th scope="col" className="py-2 pr-4">
                {t('bedrooms')}
              </th>
              <th scope="col" className="py-2 pr-4">
                {t('surface')}
              </th>
              <th scope="col" className="py-2 pr-4">
                {t('price')}
              </th>
              <th scope="col" className="py-2">
                {t('availability')}
              </th>
            </tr>
          </thead>
          <tbody>
            {project.units.map((unit) => {
              const sold = unit.marquee === 3 || unit.marquee === 4;
              return (
                <tr key={unit.id} className="border-b border-line">
                  <th scope="row" className="py-2 pr-4 font-medium">
                    <Link
                      className="text-brand-700 underline"
                      href={propertyHref({
                        id: unit.id,
                        goal: goalFromFeed(unit.goal),
                        citySlug: canonical.city,
                        titleSlug: unit.titleSlug,
                      })}
                    >
                      {unit.title}
                    </Link>
                  </th>
                  <td className="py-2 pr-4">{unit.typeName}</td>
                  <td className="py-2 pr-4">{unit.bedrooms ?? '–'}</td>
                  <td className="py-2 pr-4">{unit.surface ? `${Math.round(unit.surface)} m²` : '–'}</td>
                  <td className="py-2 pr-4">
                    <PropertyPrice
                      price={unit.price}
                      publishPrice={unit.publishPrice}
                      priceUnit={unit.priceUnit}
                      goal={goalFromFeed(unit.goal)}
                    />
                  </td>
                  <td className="py-2">{sold ? tCard(unit.marquee === 3 ? 'sold' : 'rented') : t('available')}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </article>
  );
}
