import { notFound } from 'next/navigation';
import { ModuleScreen } from '@/components/admin/module-screen';
import { staffPage } from '@/lib/admin/guard';
import { menuPageForEdit } from '@/lib/admin/menu-pages';
import { moduleForEdit } from '@/lib/admin/modules';
import { pageTitle } from '@/lib/admin/page-title';
import { recordIdParam } from '@/lib/http/record-id';

export const generateMetadata = pageTitle('pages');

/** One module of a page; a save returns here, with its outcome. */
export default async function ModulePage({ params, searchParams }: PageProps<'/admin/pages/[id]/modules/[moduleId]'>) {
  const staff = await staffPage('content');
  const { id, moduleId } = await params;
  const [pageId, ownId] = [recordIdParam(id), recordIdParam(moduleId)];
  const [page, module] =
    pageId === null || ownId === null
      ? [null, null]
      : await Promise.all([menuPageForEdit(pageId), moduleForEdit(pageId, ownId)]);
  if (!page || !module) notFound();
  return <ModuleScreen staff={staff} page={page} module={module} query={await searchParams} />;
}
