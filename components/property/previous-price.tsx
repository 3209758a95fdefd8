import { getTranslations } from 'next-intl/server';
import { formatAmount } from '@/lib/domain/price';

/**
 * The price before its reduction, struck through; screen readers, which do not announce the
 * strike, hear "previous price" before it (lib/domain/price-reduction.ts).
 */
export async function PreviousPrice({ amount, className }: { amount: number; className?: string }) {
  const t = await getTranslations('PropertyCard');
  return (
    <p className={className}>
      {t.rich('previousPrice', {
        amount: formatAmount(amount) ?? '',
        hidden: (chunks) => <span className="sr-only">{chunks}</span>,
        s: (chunks) => <s>{chunks}</s>,
      })}
    </p>
  );
}
