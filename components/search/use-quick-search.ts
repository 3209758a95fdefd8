'use client';

import { useCallback, useEffect, useState } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import type { QuickSearchResult } from '@/lib/listing/quick-search';

/** The search route's answer: matching properties, and the listing a search of the text opens. */
export type SearchResponse = { results: QuickSearchResult[]; more: boolean; listing: string };

/**
 * The home search box's answers for `text` (already debounced): one request per text, the one of
 * an older text aborted; the last answer stays shown while the next is on its way, and a text
 * asked for before is answered from memory. `answerFor` gives the answer of any text at once,
 * from memory or from the route (a search sent before the debounce ended).
 */
export function useQuickSearch(locale: Locale, text: string) {
  const [answers] = useState(() => new Map<string, SearchResponse>());
  const [last, setLast] = useState<SearchResponse | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  const answerFor = useCallback(
    async (wanted: string, signal?: AbortSignal): Promise<SearchResponse> => {
      const known = answers.get(wanted);
      if (known) return known;
      const response = await fetch(`/api/search/?${new URLSearchParams({ locale, q: wanted })}`, { signal });
      if (!response.ok) throw new Error(`Search answered ${response.status}`);
      const data = (await response.json()) as SearchResponse;
      answers.set(wanted, data);
      return data;
    },
    [answers, locale],
  );

  useEffect(() => {
    if (text === '' || answers.has(text)) return;
    const controller = new AbortController();
    answerFor(text, controller.signal)
      .then(setLast)
      .catch(() => {
        if (!controller.signal.aborted) setFailed(text);
      });
    return () => controller.abort();
  }, [answerFor, answers, text]);

  const known = answers.get(text);
  return {
    data: known ?? last,
    isError: !known && failed === text,
    isFetching: text !== '' && !known && failed !== text,
    answerFor,
  };
}
