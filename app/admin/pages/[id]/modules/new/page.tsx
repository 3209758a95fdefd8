import { notFound } from 'next/navigation';
import { ModuleScreen } from '@/components/admin/module-screen';
import { staffPage } from '@/lib/admin/guard';
import { menuPageForEdit } from '@/lib/admin/menu-pages';
import { pageTitle } from '@/lib/admin/page-title';
import { recordIdParam } from '@/lib/http/record-id';

export const generateMetadata = pageTitle('pages');

/** A new module, added at the end of its page. */
export default async function NewModulePage({ params, searchParams }: PageProps<'/admin/pages/[id]/modules/new'>) {
  const staff = await staffPage('content');
  const id = recordIdParam((await params).id);
  const page = id === null ? null : await menuPageForEdit(id);
  if (!page) notFound();
  return <ModuleScreen staff={staff} page={page} module={null} query={await searchParams} />;
}
