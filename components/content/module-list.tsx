import type { ReactNode } from 'react';
import { ModuleSection, type ModuleRow } from '@/components/content/module-section';
import type { Locale } from '@/lib/i18n/locales';
import type { StaticPathname } from '@/lib/i18n/routing';
import { modulePosition, type ModulePosition } from '@/lib/site/module-settings';

/** The page's modules at one position, in their sort order, on a 12-column grid. */
export function ModuleList({
  modules,
  position,
  locale,
  currentPage,
  contactContent,
}: {
  modules: readonly ModuleRow[];
  position: ModulePosition;
  locale: Locale;
  currentPage: StaticPathname | null;
  contactContent?: ReactNode;
}) {
  const shown = modules.filter((module) => modulePosition(module.position) === position);
  if (shown.length === 0) return null;
  return (
    <div className="grid grid-cols-12 gap-x-4 gap-y-8 sm:gap-x-8">
      {shown.map((module) => (
        <ModuleSection
          key={module.id}
          module={module}
          locale={locale}
          currentPage={currentPage}
          contactContent={contactContent}
        />
      ))}
    </div>
  );
}
