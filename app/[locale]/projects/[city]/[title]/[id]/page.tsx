import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ProjectDetailPage } from '@/components/project/project-detail-page';
import { truncateDescription } from '@/lib/domain/description';
import { permanentRedirect } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/locales';
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
  const title = `${project.title} – ${project.cityName}`;
  const description = truncateDescription(project.description, 160);
  const images = project.pictures.slice(0, 1).map(({ url, width, height }) => ({ url, width, height }));
  return {
    title,
    description,
    alternates: alternates(locale as Locale, '/projects/[city]/[title]/[id]', (target) =>
      projectParams(project, target),
    ),
    openGraph: { type: 'website', title, description, images },
    twitter: { card: images.length > 0 ? 'summary_large_image' : 'summary', title, description, images },
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
  return <ProjectDetailPage project={project} />;
}
