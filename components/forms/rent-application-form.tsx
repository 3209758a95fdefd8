'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useWatch, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { ALERT_CLASS } from '@/components/forms/field-classes';
import { BoundTextAreaField, FieldBindingProvider, HiddenField } from '@/components/forms/bound-fields';
import { useFieldErrors } from '@/components/forms/field-kit';
import { FormAlert, FormFooter, RequiredNote } from '@/components/forms/form-parts';
import { lazyZodResolver } from '@/components/forms/lazy-zod-resolver';
import { DocumentsStep, type UploadedDocument } from '@/components/forms/rent-application-documents';
import { HouseholdStep, IncomesStep } from '@/components/forms/rent-application-household';
import { ApplicantsStep } from '@/components/forms/rent-application-people';
import { RentApplicationSummary } from '@/components/forms/rent-application-summary';
import { useHydrated } from '@/components/ui/use-hydrated';
import { useLiveVisitorForm } from '@/components/forms/live-form';
import { useFormStart } from '@/components/forms/use-form-start';
import { EARLY_SUBMIT_ATTRIBUTE, takeEarlyPress } from '@/lib/forms/early-submit-script';
import { formAnchor } from '@/lib/forms/form-pages';
import { formPostUrl } from '@/lib/forms/form-post-url';
import { rentalFigures, type RentalTerms } from '@/lib/domain/rent-application';
import { RENT_APPLICATION_STEPS } from '@/lib/forms/choices';
import { hasApplicantB } from '@/lib/forms/field-values';
import type { RentApplication, RentApplicationInput } from '@/lib/forms/rent-application';

type Values = RentApplicationInput;

const LAST = RENT_APPLICATION_STEPS.length - 1;

// "Next" checks the current step's own schema; sending checks the whole application.
const RESOLVERS = RENT_APPLICATION_STEPS.map((step, index) =>
  lazyZodResolver(() =>
    import('@/lib/forms/rent-application').then(
      (forms) =>
        (index === LAST ? forms.rentApplicationSchema : forms.rentApplicationSteps[step]) as unknown as z.ZodType<
          unknown,
          Values
        >,
    ),
  ),
) as unknown as Resolver<Values, unknown, RentApplication>[];

// The top-level fields of each step, to send the visitor back to a step the server refused.
const STEP_FIELDS: (keyof Values)[][] = [
  ['propertyId', 'applicantA', 'applicantB'],
  ['adults', 'children', 'pets', 'petsDescription'],
  ['income1', 'income2', 'movingDate', 'movingReason'],
  ['documents'],
  ['remark', 'privacy', 'captcha'],
];

/** The step of the first field in error of an application that came back refused; else the first. */
function firstStepInError(issues: Record<string, string>): number {
  const step = STEP_FIELDS.findIndex((fields) =>
    Object.keys(issues).some((name) => fields.includes(name.split('.')[0] as keyof Values)),
  );
  return step === -1 ? 0 : step;
}

/** The multi-step rent application for a property for rent, closing on what is due at signing. */
export function RentApplicationForm({
  propertyId,
  about,
  terms,
}: {
  propertyId: number;
  about: string;
  terms: RentalTerms;
}) {
  const t = useTranslations('RentApplication');
  const message = useFieldErrors();
  // Until the script runs, "Next" would post the unfinished application: it stays disabled until
  // then. A browser without script shows every step at once and posts the whole (docs/forms.md).
  const hydrated = useHydrated();
  // The documents of an application that came back refused are kept (docs/forms.md, drafts), and
  // it opens at its first step in error.
  const start = useFormStart('rent-application', { propertyId });
  const [step, setStep] = useState(() => firstStepInError(start.issues));
  const stepRef = useRef(step);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const element = useRef<HTMLFormElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const [documents, setDocuments] = useState<UploadedDocument[]>(start.documents);
  // Fetched only when asked for (lazy-property-forms.tsx), so its state is loaded with it.
  const form = useLiveVisitorForm<Values, RentApplication>({
    name: 'rent-application',
    idPrefix: 'rent',
    resolver: (values, context, options) => RESOLVERS[stepRef.current]!(values, context, options),
    defaultValues: {
      propertyId,
      applicantA: { salutation: undefined },
      applicantB: { salutation: '' },
      adults: 1,
      children: 0,
      income2: { amount: null, employment: '' },
      documents: [],
    },
  });
  const { setValue, trigger, control, getFieldState, handleSubmit, post, alert } = form;
  const { errors, isSubmitting } = form.formState;
  const [applicantB, pets, adults, children, income1, income2] = useWatch({
    control,
    name: ['applicantB', 'pets', 'adults', 'children', 'income1.amount', 'income2.amount'],
  });
  const withB = hasApplicantB(applicantB);

  function goTo(next: number) {
    stepRef.current = next;
    setStep(next);
    setAnnouncement(
      t('stepAnnouncement', {
        current: next + 1,
        total: RENT_APPLICATION_STEPS.length,
        name: t(`steps.${RENT_APPLICATION_STEPS[next]!}`),
      }),
    );
  }

  // After a step change, keyboard and screen-reader users start at the new step's heading.
  const moved = useRef(false);
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
    moved.current = true;
  }, [step]);

  async function next() {
    if (await trigger(undefined, { shouldFocus: true })) goTo(step + 1);
  }

  // An Enter pressed in a field before the script ran, kept by the page's early script: a "Next".
  const nextOnArrival = useRef(next);
  useEffect(() => {
    if (!element.current || !takeEarlyPress(element.current)) return;
    element.current.removeAttribute('aria-busy');
    void nextOnArrival.current();
  }, []);

  async function send(values: RentApplication) {
    await post(values);
    // A refusal only the server can see (an expired document) sends the visitor to that step.
    const refused = STEP_FIELDS.findIndex((fields) => fields.some((field) => getFieldState(field).invalid));
    if (refused !== -1 && refused < LAST) goTo(refused);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    if (step === LAST) return handleSubmit(send)(event);
    event.preventDefault();
    return next();
  }

  function setDocumentList(list: UploadedDocument[]) {
    setDocuments(list);
    setValue(
      'documents',
      list.map((document) => document.token),
      { shouldValidate: false },
    );
  }

  const current = RENT_APPLICATION_STEPS[step]!;
  const documentError =
    form.binding.errorAt('documents') ?? errors.documents?.find?.((issue) => issue?.message)?.message;
  const propertyError = form.binding.errorAt('propertyId');
  // A step is shown when current; without script, all are (docs/forms.md, a form sent without script).
  const stepClass = (index: number) => `${index === step ? 'flex' : 'hidden no-script:flex'} flex-col gap-5`;

  return (
    <FieldBindingProvider value={form.binding}>
      <form
        ref={element}
        id={formAnchor('rent-application')}
        method="post"
        action={formPostUrl('rent-application')}
        encType="multipart/form-data"
        {...{ [EARLY_SUBMIT_ATTRIBUTE]: '' }}
        aria-busy={isSubmitting || undefined}
        suppressHydrationWarning
        onSubmit={(event) => void submit(event)}
        noValidate
        className="group/form flex min-w-0 flex-col gap-6"
        aria-labelledby="rent-form-title"
      >
        <HiddenField name="propertyId" />
        <h2 id="rent-form-title" className="text-2xl font-semibold">
          {t('title', { property: about })}
        </h2>
        <p>{t('intro')}</p>

        <nav aria-label={t('stepNav')} className="no-script:hidden">
          <ol className="flex gap-1 sm:gap-2">
            {RENT_APPLICATION_STEPS.map((name, index) => (
              <li
                key={name}
                aria-current={index === step ? 'step' : undefined}
                className={`flex min-w-0 flex-1 flex-col gap-1 border-t-4 pt-2 text-sm ${
                  index <= step ? 'border-brand-700 text-ink' : 'border-line text-muted'
                } ${index === step ? 'font-semibold' : ''}`}
              >
                <span aria-hidden="true" className="tabular-nums">
                  {index + 1}
                </span>
                <span className="sr-only sm:not-sr-only">{t(`steps.${name}`)}</span>
              </li>
            ))}
          </ol>
        </nav>
        <p aria-live="polite" className="sr-only">
          {announcement}
        </p>

        <div className="flex flex-col gap-5">
          {/* The current step's heading, where the focus goes after a step change; without script
              every step has its own below. */}
          <h3 ref={headingRef} tabIndex={-1} className="text-xl font-semibold focus:outline-none no-script:hidden">
            <span className="block text-sm font-medium text-muted">
              {t('stepOf', { current: step + 1, total: RENT_APPLICATION_STEPS.length })}
            </span>
            {t(`steps.${current}`)}
          </h3>
          {/* The documents step has no required field; the whole form without script has. */}
          <div className={step === 3 ? 'hidden no-script:block' : undefined}>
            <RequiredNote />
          </div>
          <FormAlert alert={alert} />
          {propertyError && (
            <p role="alert" className={ALERT_CLASS}>
              {message(propertyError)}
            </p>
          )}

          {RENT_APPLICATION_STEPS.map((name, index) => (
            <div key={name} className={stepClass(index)}>
              {/* Without script the steps follow one another, each under its own heading. */}
              <h3 className="hidden text-xl font-semibold no-script:block">{t(`steps.${name}`)}</h3>
              {name === 'applicants' && <ApplicantsStep />}
              {name === 'household' && <HouseholdStep pets={pets} />}
              {name === 'incomes' && <IncomesStep withB={withB} />}
              {name === 'documents' && (
                <DocumentsStep
                  documents={documents}
                  onChange={setDocumentList}
                  error={documentError}
                  cameBack={start.fromDraft}
                />
              )}
              {name === 'summary' && (
                <>
                  {step === LAST && (
                    <RentApplicationSummary
                      figures={rentalFigures(terms)}
                      household={{
                        adults: Number(adults),
                        children: Number(children),
                        incomes: [income1, withB ? income2 : null],
                      }}
                    />
                  )}
                  <BoundTextAreaField name="remark" label={t('remark')} rows={3} />
                  <FormFooter submitLabel={t('submit')} />
                </>
              )}
            </div>
          ))}
        </div>

        <div className="flex flex-wrap-reverse items-center justify-between gap-3 border-t border-line pt-5">
          {step > 0 ? (
            <button
              type="button"
              onClick={() => goTo(step - 1)}
              className="min-h-12 rounded-md border border-brand-700 px-6 font-semibold text-brand-700 hover:bg-brand-50 no-script:hidden"
            >
              {t('previous')}
            </button>
          ) : (
            <span />
          )}
          {step < LAST && (
            <button
              type="submit"
              disabled={!hydrated}
              className="min-h-12 rounded-md bg-brand-700 px-8 font-semibold text-white hover:bg-brand-800 disabled:opacity-70 no-script:hidden"
            >
              {t('next')}
            </button>
          )}
        </div>
      </form>
    </FieldBindingProvider>
  );
}
