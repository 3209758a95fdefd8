'use client';

import {
  lazy,
  startTransition,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react';
import type { DefaultValues, FieldValues, Path, Resolver, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { type FieldBinding, FieldBindingProvider } from '@/components/forms/bound-fields';
import { FormAlert, FormFooter, RequiredNote } from '@/components/forms/form-parts';
import { typedValues } from '@/components/forms/typed-values';
import type { FormAlertKey } from '@/lib/i18n/form-error-keys';
import type { FormEnvelope } from '@/lib/forms/fields';
import type { VisitorFormName } from '@/lib/forms/visitor-forms';
import { valueAtPath } from '@/components/forms/value-at-path';
import { useFormPageState } from '@/components/forms/form-page-state';
import { useFormStart } from '@/components/forms/use-form-start';
import { EARLY_SUBMIT_ATTRIBUTE, takeEarlyPress } from '@/lib/forms/early-submit-script';
import { formAnchor } from '@/lib/forms/form-pages';
import { formPostUrl } from '@/lib/forms/form-post-url';

// A public form is rendered on the server and takes input from the first paint, but its working
// state (react-hook-form, the checks, the post: live-form.tsx) is fetched when the visitor turns
// to it, a pointer over it or a focus in it, rather than with the page: most visitors of a page
// never fill in its form. What is typed meanwhile is kept, and a "send" pressed meanwhile is sent
// as soon as the state has arrived.

const LiveFormState = lazy(() =>
  import('@/components/forms/live-form').then((module) => ({ default: module.LiveFormState })),
);

export type Envelope = Pick<FormEnvelope, 'locale' | 'website' | 'captcha'>;

export type VisitorFormSpec<Input extends FieldValues, Output> = {
  /** Names the route the form posts to. */
  name: VisitorFormName;
  /** Prefix of the form's ids: "contact" gives "contact-form-title", "contact-first-name"… */
  idPrefix: string;
  /** The form's zod schema, loaded at the first check (lazy-zod-resolver.ts)… */
  schema?: () => Promise<z.ZodType<Output, Input>>;
  /** …or a resolver of the form's own (the rent application checks one step at a time). */
  resolver?: Resolver<Input, unknown, Output>;
  /** The form's own starting values; the envelope's (language, empty honeypot and captcha) are added. */
  defaultValues?: Omit<DefaultValues<Input>, keyof Envelope>;
  /** Runs once the server has stored what was sent, before the thank-you page opens. */
  onSent?: (values: object) => void;
  /** The form says it was sent where it stands, rather than opening the thank-you page. */
  inPlace?: boolean;
};

/** A form's working state once loaded: react-hook-form's, the post and its alert, the fields' binding. */
export type LiveForm<Input extends FieldValues, Output> = UseFormReturn<Input, unknown, Output> & {
  alert: FormAlertKey | null;
  post: (values: object) => Promise<void>;
  /** The server stored what was sent (a form `inPlace` stays on the page). */
  sent: boolean;
  binding: FieldBinding;
};

type AnyLiveForm = LiveForm<FieldValues & Envelope, object>;

/** A public form: its fields' binding, its state once loaded, and what its <form> element needs. */
export function useVisitorForm<Input extends FieldValues & Envelope, Output>(spec: VisitorFormSpec<Input, Output>) {
  // The first spec for the form's life: the state is created from it once.
  const [firstSpec] = useState(spec);
  const [inUse, setInUse] = useState(false);
  const [live, setLive] = useState<AnyLiveForm | null>(null);
  const liveRef = useRef<AnyLiveForm | null>(null);
  const element = useRef<HTMLFormElement | null>(null);
  // Values set before the state arrived (a captcha solved meanwhile), handed to it on arrival.
  const setEarly = useRef(new Map<string, string>());
  const sendOnArrival = useRef(false);
  // A press kept by the page's early script is sent with the page's time token as its proof: the
  // visitor could not tick the captcha before the code ran (docs/forms.md, an early press).
  const proofOnArrival = useRef<string | null>(null);
  const [earlyPress, setEarlyPress] = useState(false);
  const { timeToken } = useFormPageState();
  const start = useFormStart(firstSpec.name, firstSpec.defaultValues);

  useLayoutEffect(() => {
    liveRef.current = live;
  }, [live]);

  const standIn = useMemo<FieldBinding>(
    () => ({
      idPrefix: firstSpec.idPrefix,
      register: (name) => ({ name, onChange: async () => {}, onBlur: async () => {}, ref: () => {} }),
      errorAt: (name) => start.issues[name],
      defaultAt: (name) => valueAtPath(start.values, name),
      // Read through the ref: a captcha started before the state arrived may finish after.
      setValue: (name, value) => {
        if (liveRef.current) liveRef.current.binding.setValue(name, value);
        else setEarly.current.set(name, value);
      },
      submitting: false,
    }),
    [firstSpec, start],
  );

  const typed = useCallback(
    () => ({ ...(element.current ? typedValues(element.current) : {}), ...Object.fromEntries(setEarly.current) }),
    [],
  );

  const takeOver = useCallback(() => startTransition(() => setInUse(true)), []);

  useEffect(() => {
    if (!element.current || !takeEarlyPress(element.current)) return;
    proofOnArrival.current = timeToken;
    sendOnArrival.current = true;
    setEarlyPress(true);
    takeOver();
  }, [timeToken, takeOver]);

  useEffect(() => {
    if (!live || !sendOnArrival.current) return;
    sendOnArrival.current = false;
    setEarlyPress(false);
    if (proofOnArrival.current && !live.getValues('captcha')) live.binding.setValue('captcha', proofOnArrival.current);
    void live.handleSubmit(live.post)();
  }, [live]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (live) return live.handleSubmit(live.post)(event);
    event.preventDefault();
    sendOnArrival.current = true;
    takeOver();
  }

  const form = live as LiveForm<Input, Output> | null;
  return {
    binding: live?.binding ?? standIn,
    /** React-hook-form's state once loaded, for what a form does besides its fields. */
    live: form,
    alert: live ? live.alert : start.alert,
    sent: live?.sent ?? false,
    /** A value as the form holds it: its starting value until the state has loaded. */
    watch: (name: Path<Input>): unknown => (form ? form.watch(name) : valueAtPath(start.values, name)),
    /**
     * Spread on the <form> element: without script the browser posts it to its route itself
     * (docs/forms.md, three ways to send a form); the early script keeps a press made before this
     * code runs. `aria-busy` may be set by that script before hydration, hence no warning on it.
     */
    element: {
      ref: element,
      id: formAnchor(firstSpec.name),
      method: 'post',
      action: formPostUrl(firstSpec.name),
      [EARLY_SUBMIT_ATTRIBUTE]: '',
      'aria-busy': earlyPress || Boolean(live?.binding.submitting) || undefined,
      suppressHydrationWarning: true,
      onSubmit,
      onPointerEnter: takeOver,
      onFocus: takeOver,
      noValidate: true,
    },
    /** Rendered anywhere in the form's tree: the state, once the visitor has turned to the form. */
    state: inUse && (
      <Suspense>
        <LiveFormState
          // Every form's state has the same shape; the form reads it with its own types above.
          spec={firstSpec as unknown as VisitorFormSpec<FieldValues & Envelope, object>}
          typed={typed}
          onChange={setLive}
        />
      </Suspense>
    ),
  };
}

/** What the frame of a form needs from useVisitorForm. */
type FormFrame = {
  binding: FieldBinding;
  alert: FormAlertKey | null;
  element: ReturnType<typeof useVisitorForm>['element'];
  state: ReactNode;
};

/**
 * A public form's frame: its title (which names the form), an optional intro, the note on required
 * fields and the form's alert, then the fields, then the footer (privacy, captcha, send).
 */
export function VisitorForm({
  form,
  title,
  intro,
  submitLabel,
  className = 'flex flex-col gap-5',
  titleClassName = 'text-2xl font-semibold',
  children,
}: {
  form: FormFrame;
  title: string;
  intro?: ReactNode;
  submitLabel?: string;
  className?: string;
  titleClassName?: string;
  children: ReactNode;
}) {
  const titleId = `${form.binding.idPrefix}-form-title`;
  return (
    <FieldBindingProvider value={form.binding}>
      <form {...form.element} className={`group/form ${className}`} aria-labelledby={titleId}>
        <h2 id={titleId} className={titleClassName}>
          {title}
        </h2>
        {intro && <p>{intro}</p>}
        <RequiredNote />
        <FormAlert alert={form.alert} />
        {children}
        <FormFooter submitLabel={submitLabel} />
      </form>
      {form.state}
    </FieldBindingProvider>
  );
}
