'use client';

import { lazy, startTransition, Suspense, useCallback, useMemo, useRef, useState, type FormEvent } from 'react';
import type { FieldBinding } from '@/components/forms/field-kit';
import type { StandIn } from '@/components/forms/newsletter-form';
import { NewsletterFormView } from '@/components/forms/newsletter-form-view';

// The form, its validation (zod, phone numbers) and react-hook-form load when a visitor turns to
// the sign-up, not with every page: the footer is on all of them, and most visitors never use it.
const NewsletterForm = lazy(() =>
  import('@/components/forms/newsletter-form').then((module) => ({ default: module.NewsletterForm })),
);

/** Fields that keep what is typed in them until the form takes over, and report nothing. */
const STAND_IN_BINDING: FieldBinding = {
  idPrefix: 'newsletter',
  register: (name) => ({ name, onChange: async () => {}, onBlur: async () => {}, ref: () => {} }),
  errorAt: () => undefined,
  setValue: () => {},
  submitting: false,
};

/** The footer's newsletter sign-up: a light stand-in of the form until the visitor turns to it. */
export function NewsletterSignUp() {
  const [inUse, setInUse] = useState(false);
  // The stand-in's element, kept after React lets go of it: the form reads it as it takes over.
  const element = useRef<HTMLFormElement | null>(null);
  const keepElement = useCallback((form: HTMLFormElement | null) => {
    if (form) element.current = form;
  }, []);
  const standIn = useMemo<StandIn>(
    () => ({
      focusedField() {
        const focused = document.activeElement;
        return focused && element.current?.contains(focused) && focused.id ? focused.id : null;
      },
      values() {
        const data = element.current ? new FormData(element.current) : new FormData();
        return { email: String(data.get('email') ?? ''), privacy: data.has('privacy') };
      },
    }),
    [],
  );

  // A transition keeps the stand-in on screen, usable, until the form's code has arrived.
  const use = () => {
    if (!inUse) startTransition(() => setInUse(true));
  };

  return (
    <Suspense>
      {inUse ? (
        <NewsletterForm standIn={standIn} />
      ) : (
        <NewsletterFormView
          formRef={keepElement}
          binding={STAND_IN_BINDING}
          alert={null}
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            use();
          }}
          onFirstUse={use}
        />
      )}
    </Suspense>
  );
}
