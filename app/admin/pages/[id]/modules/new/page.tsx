import { ModuleScreen } from '@/components/admin/module-screen';
import { staffPage } from '@/lib/admin/guard';
import { menuPageForEdit } from '@/lib/admin/menu-pages';
import { pageTitle } from '@/lib/admin/page-title';
import { recordOfPage } from '@/lib/admin/record-page';

export const generateMetadata = pageTitle('pages');

/** A new module, added at the end of its page. */
export default async function NewModulePage({ params, searchParams }: PageProps<'/admin/pages/[id]/modules/new'>) {
  const staff = await staffPage('content');
  const page = await recordOfPage((await params).id, menuPageForEdit);
  return <ModuleScreen staff={staff} page={page} module={null} query={await searchParams} />;
}
