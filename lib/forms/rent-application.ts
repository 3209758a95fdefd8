import { z } from 'zod';
import { emailField, formEnvelope, optionalText, personFields, phoneField, requiredText } from '@/lib/forms/fields';
import { brusselsDay } from '@/lib/i18n/dates';
import { isUploadToken } from '@/lib/uploads/upload-token';
import { MAX_RECORD_ID } from '@/lib/http/record-id';
import {
  EMPLOYMENT_TYPES,
  MAX_DOCUMENTS,
  MAX_HOUSEHOLD_COUNT,
  SALUTATIONS,
  type RentApplicationStep,
} from '@/lib/forms/choices';
import { hasApplicantB, isIsoDate } from '@/lib/forms/field-values';

// The multi-step rent application (docs/forms.md, rent application). One schema
// per step, so "Next" checks only what the visitor sees; the steps together make the schema the
// route handler checks again. Error messages are keys of Form.errors.

const MAX_MONTHLY_INCOME = 1_000_000;

function yearsBefore(isoDay: string, years: number): string {
  return `${String(Number(isoDay.slice(0, 4)) - years).padStart(4, '0')}${isoDay.slice(4)}`;
}

// A lease is signed by adults: 18 or older on the day they apply; older than 120 is a typing slip.
const birthDate = () =>
  z
    .string()
    .trim()
    .min(1, 'required')
    .refine(isIsoDate, 'dateInvalid')
    .refine((value) => !isIsoDate(value) || value > yearsBefore(brusselsDay(new Date()), 120), 'dateInvalid')
    .refine((value) => !isIsoDate(value) || value <= yearsBefore(brusselsDay(new Date()), 18), 'adultRequired');

// Moving in today is fine; in the past is not. More than five years ahead is a typing slip.
const movingDate = () =>
  z
    .string()
    .trim()
    .min(1, 'required')
    .refine(isIsoDate, 'dateInvalid')
    .refine((value) => !isIsoDate(value) || value >= brusselsDay(new Date()), 'dateInPast')
    .refine((value) => !isIsoDate(value) || value <= yearsBefore(brusselsDay(new Date()), -5), 'dateInvalid');

const postcode = () =>
  z
    .string()
    .trim()
    .min(1, 'required')
    // Belgian (4 digits) or Luxembourg (4 digits, often written L-1234) postcodes.
    .regex(/^(L-?)?\d{4}$/i, 'postcodeInvalid');

const count = (min: number) =>
  z
    .number({ message: 'numberInvalid' })
    .int('numberInvalid')
    .min(min, 'numberInvalid')
    .max(MAX_HOUSEHOLD_COUNT, 'numberInvalid');

const income = () =>
  z.object({
    // Monthly net income in euros; 0 is a real answer (a student, someone between jobs).
    amount: z.number({ message: 'numberInvalid' }).min(0, 'numberInvalid').max(MAX_MONTHLY_INCOME, 'numberInvalid'),
    employment: z.enum(EMPLOYMENT_TYPES, { message: 'required' }),
  });

/** Person B's income: both parts may stay empty, they are required only when person B applies. */
const optionalIncome = () =>
  z.object({
    amount: z
      .number({ message: 'numberInvalid' })
      .min(0, 'numberInvalid')
      .max(MAX_MONTHLY_INCOME, 'numberInvalid')
      .nullable()
      .optional(),
    employment: z.enum(EMPLOYMENT_TYPES, { message: 'required' }).or(z.literal('')).optional(),
  });

const applicantA = z.object({
  ...personFields,
  street: requiredText(200),
  houseNumber: requiredText(20),
  postcode: postcode(),
  city: requiredText(100),
  birthDate: birthDate(),
});

// Person B (a partner, a co-tenant) is optional; once any of their fields is filled in, their names
// are required and what they typed must be valid.
const applicantB = z.object({
  salutation: z.enum(SALUTATIONS, { message: 'required' }).or(z.literal('')).optional(),
  firstName: optionalText(100).optional(),
  lastName: optionalText(100).optional(),
  email: z.literal('').or(emailField()).optional(),
  phone: z.literal('').or(phoneField()).optional(),
  birthDate: z.literal('').or(birthDate()).optional(),
});
export type ApplicantB = z.output<typeof applicantB>;

const applicantsShape = {
  propertyId: z.number({ message: 'required' }).int().positive().max(MAX_RECORD_ID),
  applicantA,
  applicantB: applicantB.default({}),
};
const householdShape = {
  adults: count(1),
  children: count(0),
  pets: z.enum(['no', 'yes'], { message: 'required' }),
  petsDescription: optionalText(500).optional(),
};
const incomesShape = {
  income1: income(),
  income2: optionalIncome().default({}),
  movingDate: movingDate(),
  movingReason: requiredText(1000),
};
const documentsShape = {
  documents: z.array(z.string().refine(isUploadToken, 'uploadUnknown')).max(MAX_DOCUMENTS, 'tooManyFiles').default([]),
};
const summaryShape = {
  remark: optionalText(2000).optional(),
  ...formEnvelope,
};

const applicantsRule = (value: { applicantB: ApplicantB }, context: z.RefinementCtx) => {
  if (!hasApplicantB(value.applicantB)) return;
  for (const name of ['firstName', 'lastName'] as const) {
    if (!value.applicantB[name]?.trim()) {
      context.addIssue({ code: 'custom', path: ['applicantB', name], message: 'required' });
    }
  }
};

const householdRule = (value: { pets: string; petsDescription?: string }, context: z.RefinementCtx) => {
  if (value.pets === 'yes' && !value.petsDescription?.trim()) {
    context.addIssue({ code: 'custom', path: ['petsDescription'], message: 'required' });
  }
};

/** Person B's income is asked only of a person B; it needs the step 1 answer, so it runs on the whole. */
const incomeBRule = (
  value: { applicantB: ApplicantB; income2: { amount?: number | null; employment?: string } },
  context: z.RefinementCtx,
) => {
  if (!hasApplicantB(value.applicantB)) return;
  if (typeof value.income2.amount !== 'number') {
    context.addIssue({ code: 'custom', path: ['income2', 'amount'], message: 'numberInvalid' });
  }
  if (!value.income2.employment) {
    context.addIssue({ code: 'custom', path: ['income2', 'employment'], message: 'required' });
  }
};

/** Each step's own schema, for "Next". Person B's income is checked with step 1's answers at hand. */
export const rentApplicationSteps = {
  applicants: z.object(applicantsShape).superRefine(applicantsRule),
  household: z.object(householdShape).superRefine(householdRule),
  incomes: z.object({ applicantB: applicantsShape.applicantB, ...incomesShape }).superRefine(incomeBRule),
  documents: z.object(documentsShape),
  summary: z.object(summaryShape),
} satisfies Record<RentApplicationStep, z.ZodType>;

export const rentApplicationSchema = z
  .object({ ...applicantsShape, ...householdShape, ...incomesShape, ...documentsShape, ...summaryShape })
  .superRefine(applicantsRule)
  .superRefine(householdRule)
  .superRefine(incomeBRule);

export type RentApplicationInput = z.input<typeof rentApplicationSchema>;
export type RentApplication = z.output<typeof rentApplicationSchema>;
