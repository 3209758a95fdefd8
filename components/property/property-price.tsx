import { getTranslations } from 'next-intl/server';
import { formatPrice } from '@/lib/domain/price';
import type { Goal } from '@/lib/properties/goal';

/** Price only when PublishPrice is true; PriceUnit 7 reads "starting from" (docs/domain-rules.md). */
export async function PropertyPrice({
  property,
  className,
}: {
  /** A property, a project's unit: what its price reads from. */
  property: { price: number | null; publishPrice: boolean; priceUnit: number | null; goal: Goal };
  className?: string;
}) {
  const t = await getTranslations('Price');
  const display = formatPrice(property);
  if (display.kind === 'on-request') return <p className={className}>{t('onRequest')}</p>;
  return (
    <p className={className}>
      {display.startingFrom && <span className="mr-1 text-sm font-normal">{t('startingFrom')}</span>}
      <span className="whitespace-nowrap">{display.text}</span>
      {property.goal === 'rent' && <span className="ml-1 text-sm font-normal">{t('perMonth')}</span>}
    </p>
  );
}
