import clsx from 'clsx';
import { TitledSection, type TitledSectionProps } from '@/components/ui/titled-section';

/** A part of the property page's main column under its heading (its facts, its energy), on screen and on paper. */
export function PropertyPart({
  className,
  ...part
}: Pick<TitledSectionProps, 'id' | 'title' | 'className' | 'children'>) {
  return (
    <TitledSection
      {...part}
      className={clsx('mt-10 print:mt-4', className)}
      headingClassName="mb-4 text-2xl font-semibold print:text-lg"
    />
  );
}
