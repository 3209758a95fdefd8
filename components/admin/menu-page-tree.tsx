import { getTranslations } from 'next-intl/server';
import { badge, CARD, TEXT_LINK } from '@/components/admin/admin-classes';
import { menuPageAddress } from '@/lib/admin/menu-page-address';
import { menuPageEditPath, pageLabel, type MenuPageRow, type TreeNode } from '@/lib/admin/menu-pages';
import type { Locale } from '@/lib/i18n/locales';

/**
 * The menu as staff edit it: every page, published or not, under its parent and in its order,
 * with what a visitor gets from it (a page, a redirect, a screen of the site's own) and where:
 * its public address in the staff's language, as visitors see it (/fr/recherche/).
 */
export async function MenuPageTree({ nodes, locale }: { nodes: TreeNode<MenuPageRow>[]; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Admin.menuPages' });

  const item = (node: TreeNode<MenuPageRow>, depth: number) => {
    const label = pageLabel(node, locale);
    const Heading = depth === 0 ? 'h2' : depth === 1 ? 'h3' : 'h4';
    const published = node.status === 'Published';
    const address = menuPageAddress(node, locale);
    return (
      <li key={node.id}>
        <article aria-labelledby={`menu-page-${node.id}`} className={`${CARD} py-4`}>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <Heading id={`menu-page-${node.id}`} className="text-lg font-semibold">
              <a href={menuPageEditPath(node.id)} className={TEXT_LINK}>
                {label}
              </a>
            </Heading>
            <span className={badge(published ? 'done' : 'waiting')}>
              {t(published ? 'status.Published' : 'status.Draft')}
            </span>
            {node.type === 'redirect' && <span className={badge('note')}>{t('type.redirect')}</span>}
            {node.routeKey && <span className={badge('note')}>{t('hasScreen')}</span>}
          </div>
          <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm break-all text-muted">
            <li>
              {address.kind === 'route'
                ? t('path', { path: address.path })
                : address.kind === 'redirect'
                  ? t('redirectsTo', { url: address.url })
                  : t('noAddress')}
            </li>
            <li>{t('order', { sort: node.sort })}</li>
            <li>{t('modulesCount', { count: node._count.modules })}</li>
          </ul>
        </article>
        {node.children.length > 0 && (
          <ul className="mt-3 ml-3 flex flex-col gap-3 border-l-2 border-line pl-3 sm:ml-6 sm:pl-4">
            {node.children.map((child) => item(child, depth + 1))}
          </ul>
        )}
      </li>
    );
  };

  return nodes.length === 0 ? (
    <p>{t('empty')}</p>
  ) : (
    <ul aria-label={t('treeLabel')} className="flex flex-col gap-3">
      {nodes.map((node) => item(node, 0))}
    </ul>
  );
}
