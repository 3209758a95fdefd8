import type { ReactNode } from 'react';

/** The heading band every content page opens with. */
export function PageIntro({ title, lead, children }: { title: string; lead?: string | null; children?: ReactNode }) {
  return (
    <div className="border-b border-line bg-sand-50">
      <div className="container-page py-8 sm:py-12">
        {children}
        <h1 className="text-3xl font-semibold sm:text-4xl">{title}</h1>
        {lead && <p className="mt-3 max-w-3xl text-lg text-muted">{lead}</p>}
      </div>
    </div>
  );
}
