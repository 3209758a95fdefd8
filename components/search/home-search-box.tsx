'use client';

import Image from 'next/image';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useDebouncedValue } from '@/components/search/use-debounced-value';
import { useQuickSearch } from '@/components/search/use-quick-search';
import type { Locale } from '@/lib/i18n/locales';
import type { QuickSearchResult } from '@/lib/listing/quick-search';

const DEBOUNCE_MS = 250;

/**
 * The home search box (docs/domain-rules.md, home search box), as an ARIA combobox with a list box
 * of properties. The panel shows while the box has focus and holds text; emptying the text clears
 * the results. Requests are debounced, and a stale one is aborted (use-quick-search.ts). Choosing a
 * suggestion opens its property; searching without one (the button, or Enter) opens the listing
 * of what was typed: a town's filter, else the text search. Without JavaScript it is a plain
 * search form to that text search.
 */
export function HomeSearchBox({ locale, action }: { locale: Locale; action: string }) {
  const t = useTranslations('HomeSearch');
  const router = useRouter();
  const id = useId();
  const [text, setText] = useState('');
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [active, setActive] = useState(-1);

  const trimmed = text.trim();
  const debounced = useDebouncedValue(trimmed, DEBOUNCE_MS);
  const query = useQuickSearch(locale, debounced);
  // Empty text clears the results at once, without waiting for the debounce.
  const results = trimmed === '' ? [] : (query.data?.results ?? []);
  const open = focused && !dismissed && trimmed !== '';
  const settled = trimmed !== '' && debounced === trimmed && !query.isFetching;
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const status = !settled
    ? ''
    : query.isError
      ? t('error')
      : results.length === 0
        ? t('none', { text: trimmed })
        : query.data?.more
          ? t('more', { count: results.length })
          : t('count', { count: results.length });

  const go = (result: QuickSearchResult | undefined) => {
    if (result) router.push(result.href);
  };

  const search = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (open && active >= 0) return go(results[active]);
    // What the box holds: typed before the page hydrated, it is in the field but not yet in `text`.
    const typed = (form.elements.namedItem('q') as HTMLInputElement).value.trim();
    try {
      router.push((await query.answerFor(typed)).listing);
    } catch {
      // The route did not answer: the text search the form does without JavaScript.
      form.submit();
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = results.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        setDismissed(false);
        return;
      }
      if (count === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current === -1 && step === -1 ? count - 1 : (current + step + count) % count));
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (open) setDismissed(true);
      else setText('');
      setActive(-1);
    }
  };

  return (
    <form action={action} method="get" role="search" onSubmit={search} className="relative w-full">
      <label htmlFor={`${id}-input`} className="sr-only">
        {t('label')}
      </label>
      <p id={`${id}-hint`} className="sr-only">
        {t('hint')}
      </p>
      <div className="flex w-full gap-2">
        <input
          id={`${id}-input`}
          name="q"
          // A text field: HTML does not let a search field be a combobox (the keyboard still says "search").
          type="text"
          inputMode="search"
          role="combobox"
          aria-expanded={open && results.length > 0}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
          aria-describedby={`${id}-hint`}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={100}
          placeholder={t('placeholder')}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setActive(-1);
            setDismissed(false);
          }}
          onFocus={() => setFocused(true)}
          onBlur={() => {
            setFocused(false);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          className="min-h-12 flex-1 rounded-md border border-muted/50 bg-white px-4 text-ink placeholder:text-muted"
        />
        <button
          type="submit"
          aria-label={t('button')}
          className="inline-flex min-h-12 min-w-12 items-center justify-center rounded-md bg-brand-700 px-4 font-semibold text-white hover:bg-brand-600"
        >
          <svg
            viewBox="0 0 24 24"
            aria-hidden="true"
            className="size-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <circle cx="11" cy="11" r="7" />
            <path d="m20 20-3.5-3.5" strokeLinecap="round" />
          </svg>
          <span className="ml-2 hidden sm:inline">{t('button')}</span>
        </button>
      </div>
      <div
        hidden={!open}
        className="absolute inset-x-0 top-full z-30 mt-2 overflow-hidden rounded-lg border border-line bg-white text-ink shadow-xl"
      >
        <ul id={listboxId} role="listbox" aria-label={t('suggestions')} className="max-h-[24rem] overflow-y-auto">
          {results.map((result, index) => (
            <li
              key={result.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => setActive(index)}
              onClick={() => go(result)}
              className="flex cursor-pointer items-center gap-3 border-b border-line px-3 py-2 last:border-b-0 aria-selected:bg-brand-50"
            >
              <span className="relative size-[60px] shrink-0 overflow-hidden rounded bg-brand-50">
                {result.picture && (
                  <Image src={result.picture.url} alt="" width={60} height={60} className="size-full object-cover" />
                )}
              </span>
              <span className="min-w-0">
                <span className="block truncate font-semibold">{result.title}</span>
                <span className="block text-sm text-muted">{result.typeText}</span>
                <span className="block text-sm text-muted">
                  {result.zip} {result.cityName} · {t('reference', { reference: result.recordFile })}
                </span>
              </span>
            </li>
          ))}
        </ul>
        {(status || !settled) && <p className="px-4 py-3 text-sm text-muted">{settled ? status : t('loading')}</p>}
      </div>
      <p role="status" className="sr-only">
        {open ? status : ''}
      </p>
    </form>
  );
}
