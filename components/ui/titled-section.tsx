import type { ReactNode } from 'react';

export type TitledSectionProps = {
  /** The heading's id, unique on the page. */
  id: string;
  title: ReactNode;
  /** The heading's rank where the section stands inside another (a form's step, a card). */
  level?: 'h2' | 'h3' | 'h4';
  className?: string;
  headingClassName?: string;
  children: ReactNode;
};

/**
 * A part of a page named by its heading (`aria-labelledby`), so that assistive technology lists it
 * among the page's regions by that name. No script and no context: server and client components
 * alike render it.
 */
export function TitledSection({
  id,
  title,
  level: Heading = 'h2',
  className,
  headingClassName,
  children,
}: TitledSectionProps) {
  return (
    <section aria-labelledby={id} className={className}>
      <Heading id={id} className={headingClassName}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
