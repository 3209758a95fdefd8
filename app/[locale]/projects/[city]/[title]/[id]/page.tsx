import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ProjectDetailPage } from '@/components/project/project-detail-page';
import { truncateDescription } from '@/lib/domain/description';
import { env } from '@/lib/env';
import { permanentRedirect } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/localized-path';
import { getProject, type ProjectSummary } from '@/lib/projects/queries';
import { alternates } from '@/lib/seo/alternates';
import { SHARE_IMAGE, shareImagePath } from '@/lib/sharing/share-links';
import { pageLocale } from '@/lib/i18n/page-locale';
import { UNKNOWN_CITY_SLUG } from '@/lib/properties/property-path';

type Props = PageProps<'/[locale]/projects/[city]/[title]/[id]'>;

function projectParams(project: ProjectSummary, locale: Locale) {
  const slugs = project.slugs[locale] ?? { title: String(project.id), city: UNKNOWN_CITY_SLUG };
  return { city: slugs.city, title: slugs.title, id: String(project.id) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params;
  const project = await getProject(Number(id), pageLocale(locale));
  if (!project) return {};
  const title = `${project.title} – ${project.cityName}`;
  const description = truncateDescription(project.description, 160);
  const images = project.pictures
    .slice(0, 1)
    .map(() => ({ url: shareImagePath('project', project.id), ...SHARE_IMAGE }));
  return {
    title,
    description,
    alternates: await alternates(pageLocale(locale), '/projects/[city]/[title]/[id]', (target) =>
      projectParams(project, target),
    ),
    openGraph: { type: 'website', title, description, images },
    twitter: { card: images.length > 0 ? 'summary_large_image' : 'summary', title, description, images },
  };
}

export default async function ProjectPage({ params }: Props) {
  const resolved = await params;
  const locale = pageLocale(resolved.locale);
  const project = await getProject(Number(resolved.id), locale);
  if (!project || !/^\d+$/.test(resolved.id)) notFound();
  const canonical = projectParams(project, locale);
  if (canonical.city !== resolved.city || canonical.title !== resolved.title) {
    permanentRedirect({ href: { pathname: '/projects/[city]/[title]/[id]', params: canonical }, locale });
  }
  const url = new URL(localizedPath('/projects/[city]/[title]/[id]', locale, canonical), env().SITE_URL).href;
  return <ProjectDetailPage project={project} url={url} />;
}
