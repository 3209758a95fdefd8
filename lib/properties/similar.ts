import 'server-only';
import { cache } from 'react';
import { db } from '@/lib/db';
import type { Locale } from '@/lib/i18n/locales';
import { findSimilarProperties } from './similar-query';

/** The similar properties of a property page, read once per request. */
export const similarProperties = cache((id: number, locale: Locale, take = 4) =>
  findSimilarProperties(db, id, locale, take),
);
