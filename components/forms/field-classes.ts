// The look of form controls and messages, apart from the field kit (a client module) so that
// server-rendered forms — the back-office's — wear the same classes.

export const FIELD_CLASS = 'field-input';
/** A message about the whole form (not sent, rate limited, wrong password). */
export const ALERT_CLASS = 'rounded-md border border-danger-600 bg-danger-50 p-4 font-medium text-danger-800';
/** A confirmation that something was done (sent, saved). */
export const STATUS_CLASS = 'rounded-md border border-brand-600 bg-brand-50 p-4 font-medium text-ink';
/** The legend of a bordered group of fields: a person, a part of a long form. */
export const GROUP_LEGEND_CLASS = 'px-1 text-lg font-semibold';
