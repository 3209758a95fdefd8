import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ProjectCard } from '@/components/project/project-card';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { PageIntro } from '@/components/ui/page-intro';
import { listProjects } from '@/lib/projects/queries';
import { menuPageMetadata } from '@/lib/seo/menu-page-metadata';
import { pageLocale } from '@/lib/i18n/page-locale';

export async function generateMetadata({ params }: PageProps<'/[locale]/projects'>): Promise<Metadata> {
  const locale = pageLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'Projects' });
  return menuPageMetadata('/projects', locale, { title: t('title'), description: t('lead') });
}

export default async function ProjectsPage({ params }: PageProps<'/[locale]/projects'>) {
  const locale = pageLocale((await params).locale);
  const [projects, t] = await Promise.all([listProjects(locale), getTranslations('Projects')]);
  return (
    <>
      <PageIntro title={t('title')} lead={t('lead')}>
        <Breadcrumbs items={[{ label: t('title') }]} />
      </PageIntro>
      <div className="container-page py-10">
        {projects.length === 0 ? (
          <p className="rounded-lg border border-line bg-sand-50 p-8 text-center text-lg">{t('empty')}</p>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {projects.map((project) => (
              <li key={project.id}>
                <ProjectCard project={project} locale={locale} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
