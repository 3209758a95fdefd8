'use client';

import { useEffect, useState } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import type { QuickSearchResult } from '@/lib/listing/quick-search';

export type SearchResponse = { results: QuickSearchResult[]; more: boolean };

/**
 * The home search box's answers for `text` (already debounced): one request per text, the one of
 * an older text aborted; the last answer stays shown while the next is on its way, and a text
 * asked for before is answered from memory.
 */
export function useQuickSearch(locale: Locale, text: string) {
  const [answers] = useState(() => new Map<string, SearchResponse>());
  const [last, setLast] = useState<SearchResponse | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  useEffect(() => {
    if (text === '' || answers.has(text)) return;
    const controller = new AbortController();
    fetch(`/api/search/?${new URLSearchParams({ locale, q: text })}`, { signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`Search answered ${response.status}`);
        const data = (await response.json()) as SearchResponse;
        answers.set(text, data);
        setLast(data);
      })
      .catch(() => {
        if (!controller.signal.aborted) setFailed(text);
      });
    return () => controller.abort();
  }, [answers, locale, text]);

  const known = answers.get(text);
  return {
    data: known ?? last,
    isError: !known && failed === text,
    isFetching: text !== '' && !known && failed !== text,
  };
}
