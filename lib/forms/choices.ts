// The choices and limits the visitor forms offer, read by their fields in the browser and by their
// schemas (lib/forms/*.ts). Kept apart from the schemas, so that a form's page carries no zod until
// the form is checked (components/forms/lazy-zod-resolver.ts).

export const SALUTATIONS = ['mrs', 'mr', 'other'] as const;

// The site contact form's categories; with a property it is "contact me about this property".
export const CONTACT_CATEGORIES = ['buyer', 'tenant', 'commercial', 'private'] as const;
// Contact time slots, the same in every language (docs/forms.md, contact time slots).
export const TIME_SLOTS = ['10-13', '14-16', '16-19'] as const;

export const DEMAND_GOALS = ['buy', 'rent'] as const;
export const MAX_PRICE = 100_000_000;
export const MAX_BEDROOMS = 20;

export const VALUATION_GOALS = ['sell', 'let'] as const;

export const RATINGS = [1, 2, 3, 4, 5] as const;
export const TESTIMONIAL_MIN_LENGTH = 20;
export const TESTIMONIAL_MAX_LENGTH = 2000;
/** The note a visitor adds to a property sent to a friend: kept short, as the friend asked for nothing. */
export const SEND_TO_FRIEND_MESSAGE_MAX = 1000;

export const RENT_APPLICATION_STEPS = ['applicants', 'household', 'incomes', 'documents', 'summary'] as const;
export type RentApplicationStep = (typeof RENT_APPLICATION_STEPS)[number];
export const EMPLOYMENT_TYPES = [
  'employee',
  'civil-servant',
  'self-employed',
  'retired',
  'student',
  'job-seeker',
  'other',
] as const;
/** The most adults, or children, a rent application's household counts. */
export const MAX_HOUSEHOLD_COUNT = 20;
export const MAX_DOCUMENTS = 5;
/** The rent application's file input: its files go with the application when it is sent without script. */
export const DOCUMENT_FILES_FIELD = 'files';
