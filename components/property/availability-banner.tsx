import { getTranslations } from 'next-intl/server';

/** A sold or rented property stays online with a banner saying so (docs/domain-rules.md, marquee). */
export async function AvailabilityBanner({ state }: { state: 'sold' | 'rented' }) {
  const t = await getTranslations('PropertyAvailability');
  return (
    <div
      role="status"
      data-availability={state}
      className="mt-6 flex items-start gap-3 rounded-lg border-l-4 border-brand-900 bg-brand-50 p-4"
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" className="mt-0.5 size-6 shrink-0 fill-brand-800">
        <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 15h-2v-6h2zm0-8h-2V7h2z" />
      </svg>
      <div>
        <p className="font-semibold text-brand-900">{t(`${state}.title`)}</p>
        <p>{t(`${state}.text`)}</p>
      </div>
    </div>
  );
}
