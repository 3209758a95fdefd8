'use client';

import clsx from 'clsx';
import { useEffect, useId, useState } from 'react';
import { Link, usePathname } from '@/lib/i18n/navigation';
import type { StaticPathname } from '@/lib/i18n/routing';
import type { MenuEntry } from '@/lib/site/queries';

interface Labels {
  menu: string;
  primary: string;
  opensInNewTab: string;
}

export type HeaderLink =
  { label: string; external: true; href: string } | { label: string; external: false; href: StaticPathname };

function EntryLink({
  entry,
  labels,
  className,
  onNavigate,
}: {
  entry: MenuEntry;
  labels: Labels;
  className: string;
  onNavigate?: () => void;
}) {
  const pathname = usePathname();
  if (entry.kind === 'external') {
    return (
      <a href={entry.url} target="_blank" rel="noopener noreferrer" className={className} onClick={onNavigate}>
        {entry.label}
        <span className="sr-only"> ({labels.opensInNewTab})</span>
        <span aria-hidden="true"> ↗</span>
      </a>
    );
  }
  if (entry.kind === 'internal') {
    const current = pathname === entry.pathname;
    return (
      <Link
        href={entry.pathname}
        className={className}
        aria-current={current ? 'page' : undefined}
        onClick={onNavigate}
      >
        {entry.label}
      </Link>
    );
  }
  return <span className={className}>{entry.label}</span>;
}

/** A top-level entry with children: a disclosure button, so it works by keyboard and touch. */
function EntryWithChildren({ entry, labels }: { entry: MenuEntry; labels: Labels }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <li
      className="relative"
      onMouseLeave={() => setOpen(false)}
      onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
        className="nav-link flex items-center gap-1"
      >
        {entry.label}
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className={clsx('size-4 transition-transform', open && 'rotate-180')}
        >
          <path d="M5 7l5 6 5-6" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <ul id={id} hidden={!open} className="nav-dropdown">
        {entry.kind !== 'group' && (
          <li>
            <EntryLink
              entry={{ ...entry, children: [] }}
              labels={labels}
              className="nav-sublink"
              onNavigate={() => setOpen(false)}
            />
          </li>
        )}
        {entry.children.map((child) => (
          <li key={child.id}>
            <EntryLink entry={child} labels={labels} className="nav-sublink" onNavigate={() => setOpen(false)} />
          </li>
        ))}
      </ul>
    </li>
  );
}

export function HeaderLinks({ links, className }: { links: HeaderLink[]; className: string }) {
  return links.map((link) =>
    link.external ? (
      <a key={link.href} href={link.href} className={className}>
        {link.label}
      </a>
    ) : (
      <Link key={link.href} href={link.href} className={className}>
        {link.label}
      </Link>
    ),
  );
}

export function MainNavigation({
  entries,
  links,
  labels,
}: {
  entries: MenuEntry[];
  links: HeaderLink[];
  labels: Labels;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const close = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', close);
    return () => window.removeEventListener('keydown', close);
  }, [open]);

  return (
    <>
      <nav aria-label={labels.primary} className="ml-auto hidden xl:block">
        <ul className="flex items-center gap-1">
          {entries.map((entry) =>
            entry.children.length > 0 ? (
              <EntryWithChildren key={entry.id} entry={entry} labels={labels} />
            ) : (
              <li key={entry.id}>
                <EntryLink entry={entry} labels={labels} className="nav-link block" />
              </li>
            ),
          )}
        </ul>
      </nav>
      <div className="ml-auto flex items-center gap-2 xl:hidden">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
          className="flex min-h-11 items-center gap-2 rounded-md border border-current px-3 font-medium"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5">
            <path d={open ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'} stroke="currentColor" strokeWidth="2" />
          </svg>
          {labels.menu}
        </button>
      </div>
      {/* Its links are all in the desktop navigation and the app bar too: the panel is filled only
          when opened, rather than sent hidden with every page. */}
      <nav id={panelId} aria-label={labels.primary} hidden={!open} className="nav-panel">
        {open && (
          <ul className="container-page flex flex-col py-3">
            {entries.map((entry) => (
              <li key={entry.id}>
                <EntryLink entry={entry} labels={labels} className="nav-panel-link" onNavigate={() => setOpen(false)} />
                {entry.children.length > 0 && (
                  <ul className="ml-4 border-l border-line pl-2">
                    {entry.children.map((child) => (
                      <li key={child.id}>
                        <EntryLink
                          entry={child}
                          labels={labels}
                          className="nav-sublink"
                          onNavigate={() => setOpen(false)}
                        />
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
            <li className="mt-2 flex flex-wrap gap-2 border-t border-line px-3 pt-4 md:hidden">
              <HeaderLinks links={links} className="nav-panel-quick-link" />
            </li>
          </ul>
        )}
      </nav>
    </>
  );
}
