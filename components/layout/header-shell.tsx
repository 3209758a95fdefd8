'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { isHeaderCondensed } from '@/lib/domain/scroll';

/** Sticky header that condenses (logo and colour) once the page has scrolled past 30 px. */
export function HeaderShell({ children }: { children: ReactNode }) {
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    const update = () => setScrolled(isHeaderCondensed(window.scrollY));
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  return (
    <header data-scrolled={scrolled} className="group no-print site-header">
      {children}
    </header>
  );
}
