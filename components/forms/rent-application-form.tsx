'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { useWatch, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { ALERT_CLASS } from '@/components/forms/field-classes';
import { FieldBindingProvider, TextAreaField, useFieldErrors } from '@/components/forms/field-kit';
import { FormAlert, FormFooter, RequiredNote } from '@/components/forms/form-parts';
import { lazyZodResolver } from '@/components/forms/lazy-zod-resolver';
import { DocumentsStep, type UploadedDocument } from '@/components/forms/rent-application-documents';
import { HouseholdStep, IncomesStep } from '@/components/forms/rent-application-household';
import { ApplicantsStep } from '@/components/forms/rent-application-people';
import { RentApplicationSummary } from '@/components/forms/rent-application-summary';
import { useLiveVisitorForm } from '@/components/forms/live-form';
import { rentalFigures, type RentalTerms } from '@/lib/domain/rent-application';
import { RENT_APPLICATION_STEPS } from '@/lib/forms/choices';
import { hasApplicantB } from '@/lib/forms/field-values';
import type { RentApplication, RentApplicationInput } from '@/lib/forms/rent-application';

type Values = RentApplicationInput;

const noSubscription = () => () => {};
/** False on the server and while hydrating, true once the form's script runs. */
const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
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
  // Until the script runs, "Next" would submit natively: a GET putting the applicant's personal
  // data in the address. The step button stays disabled until then.
  const hydrated = useHydrated();
  const [step, setStep] = useState(0);
  const stepRef = useRef(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const [documents, setDocuments] = useState<UploadedDocument[]>([]);
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
  const { errors } = form.formState;
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
  const documentError = errors.documents?.message ?? errors.documents?.find?.((issue) => issue?.message)?.message;

  return (
    <FieldBindingProvider value={form.binding}>
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        className="flex min-w-0 flex-col gap-6"
        aria-labelledby="rent-form-title"
      >
        <h2 id="rent-form-title" className="text-2xl font-semibold">
          {t('title', { property: about })}
        </h2>
        <p>{t('intro')}</p>

        <nav aria-label={t('stepNav')}>
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
          <h3 ref={headingRef} tabIndex={-1} className="text-xl font-semibold focus:outline-none">
            <span className="block text-sm font-medium text-muted">
              {t('stepOf', { current: step + 1, total: RENT_APPLICATION_STEPS.length })}
            </span>
            {t(`steps.${current}`)}
          </h3>
          {/* The documents step has no required field. */}
          {step !== 3 && <RequiredNote />}
          {step === LAST && <FormAlert alert={alert} />}
          {errors.propertyId && (
            <p role="alert" className={ALERT_CLASS}>
              {message(errors.propertyId.message)}
            </p>
          )}

          <div hidden={step !== 0} className="flex flex-col gap-5">
            <ApplicantsStep />
          </div>
          <div hidden={step !== 1} className="flex flex-col gap-5">
            <HouseholdStep pets={pets} />
          </div>
          <div hidden={step !== 2} className="flex flex-col gap-5">
            <IncomesStep withB={withB} />
          </div>
          <div hidden={step !== 3} className="flex flex-col gap-5">
            <DocumentsStep documents={documents} onChange={setDocumentList} error={documentError} />
          </div>
          {step === LAST && (
            <div className="flex flex-col gap-5">
              <RentApplicationSummary
                figures={rentalFigures(terms)}
                household={{
                  adults: Number(adults),
                  children: Number(children),
                  incomes: [income1, withB ? income2 : null],
                }}
              />
              <TextAreaField name="remark" label={t('remark')} rows={3} />
            </div>
          )}
          <div hidden={step !== LAST} className="flex flex-col gap-5">
            <FormFooter submitLabel={t('submit')} />
          </div>
        </div>

        <div className="flex flex-wrap-reverse items-center justify-between gap-3 border-t border-line pt-5">
          {step > 0 ? (
            <button
              type="button"
              onClick={() => goTo(step - 1)}
              className="min-h-12 rounded-md border border-brand-700 px-6 font-semibold text-brand-700 hover:bg-brand-50"
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
              className="min-h-12 rounded-md bg-brand-700 px-8 font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
            >
              {t('next')}
            </button>
          )}
        </div>
      </form>
    </FieldBindingProvider>
  );
}
