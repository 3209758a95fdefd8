// The back-office's look, one place for every screen: its buttons, cards, links, tabs and badges.

const BUTTON = 'inline-flex min-h-11 items-center justify-center rounded-md px-4 font-semibold';
export const PRIMARY_BUTTON = `${BUTTON} bg-brand-700 text-white hover:bg-brand-800`;
export const SECONDARY_BUTTON = `${BUTTON} border border-brand-700 bg-white text-brand-700 hover:bg-brand-50`;
/** The button that deletes, once its confirmation is ticked or unfolded. */
export const DANGER_BUTTON = `${BUTTON} bg-danger-600 text-white hover:bg-danger-800`;

export const CARD = 'rounded-lg border border-line bg-white p-5';
/** A link inside a sentence or a table cell. */
export const TEXT_LINK = 'text-brand-700 underline underline-offset-4';
/** A link on its own: the way back, an export, a record's page. */
export const LINK = `font-semibold ${TEXT_LINK}`;
/** A tab of a row of links (a status, a language, a part): the current one filled. */
export const TAB =
  'inline-flex min-h-11 items-center rounded-full border border-line bg-white px-4 font-medium hover:border-brand-700 aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white';

/** A table's frame: on a phone the table scrolls sideways inside it, never the page. */
export const TABLE_FRAME = 'overflow-x-auto rounded-lg border border-line bg-white';
export const TABLE_CELL = 'border-b border-line px-3 py-3 align-top';

const BADGE = 'inline-block rounded-full px-2.5 py-0.5 text-sm font-medium whitespace-nowrap';
const TONES = {
  /** Waiting for someone: a new lead or testimonial, a pending mail, a draft, a booked slot. */
  waiting: 'bg-sand-100 text-sand-700',
  /** As it should be: handled, published, sent, open, active. */
  done: 'bg-brand-50 text-brand-800',
  /** Set aside: spam, hidden, cancelled, disabled. */
  off: 'bg-line text-muted',
  failed: 'bg-danger-50 text-danger-800',
  /** A fact rather than a state: a redirect, a screen of its own. */
  note: 'border border-line text-muted',
} as const;
type BadgeTone = keyof typeof TONES;

/** A status as a small coloured label. */
export const badge = (tone: BadgeTone) => `${BADGE} ${TONES[tone]}`;
