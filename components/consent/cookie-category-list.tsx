import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { COOKIE_CATEGORIES, categoryStatus, type Lifetime } from '@/lib/consent/cookie-catalogue';
import { NOTHING_GRANTED, type ConsentChoices } from '@/lib/consent/purposes';

const STATUS_STYLE = {
  'always-active': 'bg-brand-50 text-brand-800',
  allowed: 'bg-brand-50 text-brand-800',
  refused: 'bg-sand-100 text-sand-700',
  unused: 'bg-sand-50 text-muted',
  'on-consent': 'bg-sand-100 text-sand-700',
} as const;

/**
 * The category dialog's content (docs/consent.md, cookie categories): strictly necessary,
 * analytics, marketing, social media and unclassified, each with what it stores. Without `choices`
 * (no choice known yet) a category reads "with your consent".
 */
export function CookieCategoryList({
  choices,
  headingLevel = 'h3',
}: {
  choices: ConsentChoices | null;
  headingLevel?: 'h2' | 'h3';
}) {
  const t = useTranslations('ConsentCategories');
  const Heading = headingLevel;
  const lifetime = (value: Lifetime) =>
    typeof value === 'string' ? t(`lifetime.${value}`) : t(`lifetime.${value.unit}`, { count: value.count });

  return (
    <ul className="grid gap-6">
      {COOKIE_CATEGORIES.map((category) => {
        const known = categoryStatus(category, choices ?? NOTHING_GRANTED);
        const status = choices === null && (known === 'allowed' || known === 'refused') ? 'on-consent' : known;
        return (
          <li key={category.id}>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <Heading className="text-xl font-semibold">{t(`categories.${category.id}.title`)}</Heading>
              <span className={clsx('rounded-full px-3 py-1 text-sm font-semibold', STATUS_STYLE[status])}>
                {t(`status.${status}`)}
              </span>
            </div>
            <p className="mt-1 text-muted">{t(`categories.${category.id}.description`)}</p>
            {category.items.length === 0 ? (
              <p className="mt-2 text-sm">{t('empty')}</p>
            ) : (
              <ul className="mt-3 grid gap-2">
                {category.items.map((item) => (
                  <li key={item.key} className="rounded-md border border-line p-3 text-sm">
                    <p>
                      <code className="font-semibold break-all">{item.name}</code>
                      <span className="text-muted">
                        {' · '}
                        {t(`storage.${item.storage}`)} · {t(`provider.${item.provider}`)} · {lifetime(item.lifetime)}
                      </span>
                    </p>
                    <p className="mt-1">{t(`items.${item.key}`)}</p>
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ul>
  );
}
