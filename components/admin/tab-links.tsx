import { TAB } from '@/components/admin/admin-classes';

/** A row of tabs that are plain links (a status, a category, a language, a part), the current one marked. */
export function TabLinks({
  label,
  tabs,
  className,
}: {
  /** The navigation's name: what the tabs choose. */
  label: string;
  tabs: readonly { href: string; label: string; current: boolean }[];
  className?: string;
}) {
  return (
    <nav aria-label={label} className={className}>
      <ul className="flex flex-wrap gap-2">
        {tabs.map((tab) => (
          <li key={tab.href}>
            <a href={tab.href} aria-current={tab.current ? 'page' : undefined} className={TAB}>
              {tab.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
