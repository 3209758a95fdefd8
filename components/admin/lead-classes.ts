// The leads and outbox screens' buttons and status badges, in the testimonials page's look.

const BUTTON = 'inline-flex min-h-11 items-center justify-center rounded-md px-4 font-semibold';
export const PRIMARY_BUTTON = `${BUTTON} bg-brand-700 text-white hover:bg-brand-800`;
export const SECONDARY_BUTTON = `${BUTTON} border border-brand-700 bg-white text-brand-700 hover:bg-brand-50`;
export const CARD = 'rounded-lg border border-line bg-white p-5';
export const LINK = 'font-semibold text-brand-700 underline underline-offset-4';

export const BADGE = 'inline-block rounded-full px-2.5 py-0.5 text-sm font-medium whitespace-nowrap';
export const STATUS_TONES = {
  // Leads.
  new: 'bg-sand-100 text-sand-700',
  handled: 'bg-brand-50 text-brand-800',
  spam: 'bg-line text-muted',
  // Mails.
  failed: 'bg-danger-50 text-danger-800',
  pending: 'bg-sand-100 text-sand-700',
  sent: 'bg-brand-50 text-brand-800',
} as const;
