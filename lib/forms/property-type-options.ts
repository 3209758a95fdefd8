import 'server-only';
import { db } from '@/lib/db';
import type { Locale } from '@/lib/i18n/locales';

/** The catalogue's property types in the agency's order, named in `locale` (WebID as the value). */
export async function propertyTypeOptions(locale: Locale): Promise<{ value: string; label: string }[]> {
  const types = await db.propertyType.findMany({
    orderBy: [{ showOrder: 'asc' }, { webId: 'asc' }],
    select: { webId: true, translations: { select: { locale: true, name: true } } },
  });
  return types.flatMap((type) => {
    const name =
      type.translations.find((translation) => translation.locale === locale)?.name ??
      type.translations.find((translation) => translation.locale === 'fr')?.name;
    // A type without any name would be an empty option; the agency can still be told in the message.
    return name ? [{ value: String(type.webId), label: name }] : [];
  });
}
