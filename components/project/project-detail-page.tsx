import { getLocale, getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { PhotoGallery } from '@/components/media/photo-gallery';
import { PhotoMosaic } from '@/components/media/photo-mosaic';
import { PriceListTable } from '@/components/project/price-list-table';
import { UnitsTable } from '@/components/project/units-table';
import { PropertyDescription } from '@/components/property/property-description';
import { ShareMenu } from '@/components/sharing/share-menu';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { placeText } from '@/lib/domain/postal-place';
import { Link } from '@/lib/i18n/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';
import { streetLine } from '@/lib/properties/street-line';
import type { ProjectSummary } from '@/lib/projects/queries';
import { TitledSection } from '@/components/ui/titled-section';

const sectionHeading = 'mb-4 text-2xl font-semibold';

/** A new-build project: its place, description, photos, units, price list and contact. */
export async function ProjectDetailPage({ project, url }: { project: ProjectSummary; url: string }) {
  const [t, tCard, locale] = await Promise.all([
    getTranslations('Projects'),
    getTranslations('PropertyCard'),
    getLocale().then(pageLocale),
  ]);
  const address = streetLine(project.address, tCard('box'));
  const vatRates = [...new Set(project.units.map((unit) => unit.vat).filter((vat) => vat !== null))];
  const contact = { pathname: '/contact', query: { project: String(project.id) } } as const;

  return (
    <article className="container-page py-8">
      <Breadcrumbs items={[{ label: t('title'), href: '/projects' }, { label: project.title }]} />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="font-medium text-sand-700">
            {placeText({ zip: project.zip, town: project.cityName, countryId: project.countryId }, locale)}
          </p>
          <h1 className="mt-1 text-3xl font-semibold sm:text-4xl">{project.title}</h1>
          <p className="mt-2 text-muted">{address ?? t('addressOnRequest')}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <ShareMenu url={url} title={project.title} />
          <Link href={contact} className="button-primary">
            {t('contact')}
          </Link>
        </div>
      </div>
      <PhotoMosaic
        pictures={project.pictures}
        title={project.title}
        photosHref="#photos"
        allLabel={t('allPhotos', { count: project.pictures.length })}
      />
      <div className="mt-10 max-w-3xl">
        <PropertyDescription text={project.description} />
      </div>

      <TitledSection id="units-heading" title={t('units')} className="mt-12" headingClassName={sectionHeading}>
        {project.units.length > 0 ? (
          <UnitsTable units={project.units} projectTitle={project.title} />
        ) : (
          <p>{t('noUnits')}</p>
        )}
      </TitledSection>

      {project.units.length > 0 && (
        <TitledSection
          id="price-list-heading"
          title={t('priceList')}
          className="mt-12"
          headingClassName={sectionHeading}
        >
          <PriceListTable units={project.units} vatRate={vatRates.length === 1 ? vatRates[0]! : null} />
        </TitledSection>
      )}

      {project.pictures.length > 0 && (
        <section id="photos" aria-labelledby="photos-heading" className="mt-12 scroll-mt-24">
          <h2 id="photos-heading" className={sectionHeading}>
            {t('photos')}
          </h2>
          <ClientMessages island="photoGallery">
            <PhotoGallery pictures={project.pictures} title={project.title} />
          </ClientMessages>
        </section>
      )}

      <TitledSection
        id="project-contact-heading"
        title={t('contactHeading')}
        className="mt-12 rounded-lg bg-sand-50 p-6 sm:p-8"
        headingClassName="text-2xl font-semibold"
      >
        <p className="mt-2 max-w-2xl">{t('contactText', { project: project.title })}</p>
        <Link href={contact} className="mt-4 button-primary">
          {t('contact')}
        </Link>
      </TitledSection>
    </article>
  );
}
