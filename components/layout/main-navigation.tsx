'use client';

import clsx from 'clsx';
import { useCallback, useEffect, useId, useState } from 'react';
import { Link } from '@/lib/i18n/navigation';
import { usePathname } from '@/lib/i18n/use-pathname';
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

/** An entry's children, as the items of its sub-menu (the dropdown, the phone's panel). */
function ChildLinks({ entry, labels, onNavigate }: { entry: MenuEntry; labels: Labels; onNavigate: () => void }) {
  return entry.children.map((child) => (
    <li key={child.id}>
      <EntryLink entry={child} labels={labels} className="nav-sublink" onNavigate={onNavigate} />
    </li>
  ));
}

/**
 * What a disclosure button shows or hides (WAI-ARIA's disclosure pattern): whether it is open, its
 * id, and the button's own attributes, which say both and toggle it.
 */
function useDisclosure() {
  const [open, setOpen] = useState(false);
  const id = useId();
  const close = useCallback(() => setOpen(false), []);
  const button = {
    type: 'button',
    'aria-expanded': open,
    'aria-controls': id,
    onClick: () => setOpen((value) => !value),
  } as const;
  return { open, id, close, button };
}

/** A top-level entry with children: a disclosure button, so it works by keyboard and touch. */
function EntryWithChildren({ entry, labels }: { entry: MenuEntry; labels: Labels }) {
  const { open, id, close, button } = useDisclosure();
  return (
    <li className="relative" onMouseLeave={close} onKeyDown={(event) => event.key === 'Escape' && close()}>
      <button {...button} className="nav-link flex items-center gap-1">
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
            <EntryLink entry={{ ...entry, children: [] }} labels={labels} className="nav-sublink" onNavigate={close} />
          </li>
        )}
        <ChildLinks entry={entry} labels={labels} onNavigate={close} />
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
  const { open, id: panelId, close, button } = useDisclosure();

  useEffect(() => {
    if (!open) return;
    const onEscape = (event: KeyboardEvent) => event.key === 'Escape' && close();
    window.addEventListener('keydown', onEscape);
    return () => window.removeEventListener('keydown', onEscape);
  }, [open, close]);

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
          {...button}
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
                <EntryLink entry={entry} labels={labels} className="nav-panel-link" onNavigate={close} />
                {entry.children.length > 0 && (
                  <ul className="ml-4 border-l border-line pl-2">
                    <ChildLinks entry={entry} labels={labels} onNavigate={close} />
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
