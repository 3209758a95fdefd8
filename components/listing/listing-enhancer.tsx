'use client';

import { useSearchParams } from 'next/navigation';
import { useEffect, useTransition, type ReactNode } from 'react';
import { useRouter } from '@/lib/i18n/navigation';

type ListingPathname = '/for-sale' | '/for-rent';

/** The form's non-blank values in form order: what the URL will hold (the page reads the rest). */
function queryOf(form: HTMLFormElement): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of new FormData(form)) {
    if (typeof value !== 'string' || value.trim() === '') continue;
    const previous = query[key];
    query[key] = previous === undefined ? value : [previous, value].flat();
  }
  return query;
}

/** Puts the URL's values back in the fields after a navigation the form did not make (chips, back). */
function syncFields(form: HTMLFormElement, params: URLSearchParams) {
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLInputElement && element.type === 'checkbox') {
      element.checked = params.getAll(element.name).includes(element.value);
    } else if (
      (element instanceof HTMLInputElement && element.type !== 'hidden') ||
      element instanceof HTMLSelectElement
    ) {
      // Every default (any type, newest first…) is a blank value. The towns follow on their own
      // (components/listing/city-picker.tsx).
      const value = params.get(element.name) ?? '';
      if (element.value !== value) element.value = value;
    }
  }
}

/**
 * With JavaScript, the filter form updates the results in place: no full reload, the URL follows
 * (so the result set stays shareable), and the result count, a live region, is read out.
 * Selects and check boxes apply at once; typed values apply on submit.
 */
export function ListingEnhancer({
  formId,
  pathname,
  updatingLabel,
  children,
}: {
  formId: string;
  pathname: ListingPathname;
  updatingLabel: string;
  children: ReactNode;
}) {
  const router = useRouter();
  const searchParams = useSearchParams();
  const [pending, startTransition] = useTransition();

  const apply = (form: HTMLFormElement) => {
    startTransition(() => router.push({ pathname, query: queryOf(form) }, { scroll: false }));
  };

  useEffect(() => {
    const form = document.getElementById(formId);
    if (form instanceof HTMLFormElement) syncFields(form, new URLSearchParams(searchParams.toString()));
  }, [formId, searchParams]);

  return (
    <div
      data-pending={pending}
      className="group/listing"
      onSubmit={(event) => {
        const form = event.target;
        if (!(form instanceof HTMLFormElement) || form.id !== formId) return;
        event.preventDefault();
        apply(form);
      }}
      onChange={(event) => {
        const field = event.target;
        const form = 'form' in field ? field.form : null;
        if (!(form instanceof HTMLFormElement) || form.id !== formId) return;
        if (field instanceof HTMLSelectElement || (field instanceof HTMLInputElement && field.type === 'checkbox')) {
          apply(form);
        }
      }}
    >
      {children}
      {pending && (
        <p className="fixed right-4 bottom-4 z-40 rounded-md bg-ink px-4 py-2 text-sm text-white shadow-lg">
          {updatingLabel}
        </p>
      )}
    </div>
  );
}
