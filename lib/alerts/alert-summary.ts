import type { AlertCriteria } from '@/lib/alerts/alert-criteria';
import type { Locale } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/translator';

export type TypeNames = { webId: number; translations: { locale: string; name: string }[] }[];

/**
 * A search alert's criteria in words, one a line, for the agency (French) and the visitor's mails
 * alike. Towns and living area have a line only when asked; the zones line says "anywhere" only
 * when no town narrows the search either.
 */
export function alertSummary(criteria: AlertCriteria, types: TypeNames, locale: Locale): string {
  const t = translator(locale, 'DemandRegisterMail');
  const zone = translator(locale, 'ListingFilters');
  const typeName = (webId: number) => {
    const type = types.find((candidate) => candidate.webId === webId);
    return (
      type?.translations.find((translation) => translation.locale === locale)?.name ??
      type?.translations[0]?.name ??
      String(webId)
    );
  };
  const euros = new Intl.NumberFormat('nl-BE', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
  const { priceMin, priceMax } = criteria;
  const budget =
    priceMin != null && priceMax != null
      ? t('budgetBetween', { min: euros.format(priceMin), max: euros.format(priceMax) })
      : priceMin != null
        ? t('budgetFrom', { min: euros.format(priceMin) })
        : priceMax != null
          ? t('budgetUpTo', { max: euros.format(priceMax) })
          : t('budgetAny');
  const typeList = criteria.typeWebIds.length > 0 ? criteria.typeWebIds.map(typeName).join(', ') : t('typesAny');
  const zones = criteria.zones.map((code) => zone(`zones.${code}`)).join(', ');
  const towns = criteria.towns.map((town) => `${town.name} (${town.zip})`).join(', ');
  return [
    `${t('goal')} ${t(`goals.${criteria.goal === 'sale' ? 'buy' : 'rent'}`)}`,
    `${t('types')} ${typeList}`,
    ...(zones || !towns ? [`${t('zones')} ${zones || t('zonesAny')}`] : []),
    ...(towns ? [`${t('towns')} ${towns}`] : []),
    `${t('budget')} ${budget}`,
    `${t('bedrooms')} ${criteria.bedroomsMin != null ? criteria.bedroomsMin : t('bedroomsAny')}`,
    ...(criteria.surfaceMin != null ? [`${t('surface')} ${t('surfaceValue', { surface: criteria.surfaceMin })}`] : []),
  ].join('\n');
}
