import Image from 'next/image';
import { getTranslations } from 'next-intl/server';
import { placeText } from '@/lib/domain/postal-place';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/locales';
import type { ProjectSummary } from '@/lib/projects/queries';
import { UNKNOWN_CITY_SLUG } from '@/lib/properties/property-path';
import { takenState } from '@/lib/properties/marquee';

export async function ProjectCard({ project, locale }: { project: ProjectSummary; locale: Locale }) {
  const t = await getTranslations('Projects');
  const picture = project.pictures[0];
  const slugs = project.slugs[locale] ?? { title: String(project.id), city: UNKNOWN_CITY_SLUG };
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-lg border border-line bg-white shadow-sm hover:shadow-md">
      <div className="relative aspect-[3/2] bg-brand-50">
        {picture && (
          <Image
            src={picture.url}
            alt=""
            fill
            sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
            className="object-cover"
          />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-sm font-medium text-sand-700">
          {placeText({ zip: project.zip, town: project.cityName, countryId: project.countryId }, locale)}
        </p>
        <h2 className="text-xl font-semibold">
          <Link
            href={{
              pathname: '/projects/[city]/[title]/[id]',
              params: { city: slugs.city, title: slugs.title, id: String(project.id) },
            }}
            className="after:absolute after:inset-0"
          >
            {project.title}
          </Link>
        </h2>
        <p className="mt-auto text-sm text-muted">
          {t('unitCount', { count: project.units.filter((unit) => takenState(unit.marquee) === null).length })}
        </p>
      </div>
    </article>
  );
}
