// The keys of Form.errors in messages/*.json: what every form schema (lib/forms/fields.ts) and
// route handler may answer, translated in the browser. Kept apart from the schemas, so that the
// code showing an error does not bring zod to a page; beside the catalogue's other lists
// (client-messages.ts), below the forms that use them (docs/architecture.md).
export const FORM_ERROR_KEYS = [
  'required',
  'tooLong',
  'emailInvalid',
  'phoneInvalid',
  'privacyRequired',
  'captchaRequired',
  'numberInvalid',
  'dateInvalid',
  'dateOrder',
  'chooseOne',
  'postcodeInvalid',
  'passwordMismatch',
  // Rent application (lib/forms/rent-application.ts) and its documents (lib/uploads).
  'dateInPast',
  'adultRequired',
  'fileType',
  'fileTooLarge',
  'tooManyFiles',
  'uploadUnknown',
  'uploadFailed',
  'propertyUnavailable',
  'tooShort',
  'priceOrder',
  // Visit booking and purchase offer (lib/forms/visit.ts, lib/forms/offer.ts).
  'slotTaken',
  'amountTooHigh',
  // A sold or rented property takes no visit, offer or rent application.
  'propertyTaken',
  'acknowledgeRequired',
  // Any other refusal, e.g. a value of the wrong type, which no one filling in the form can send.
  'invalid',
] as const;

export type FormErrorKey = (typeof FORM_ERROR_KEYS)[number];

/**
 * Refusals of a whole form rather than one field, shown in the form's alert. `sendAgain`: a form
 * sent without script whose page's time token is too fresh or too old (docs/forms.md).
 */
export const FORM_ALERT_KEYS = ['rateLimited', 'notSent', 'captchaInvalid', 'tooLarge', 'sendAgain'] as const;

export type FormAlertKey = (typeof FORM_ALERT_KEYS)[number];

export function isFormAlertKey(key: string): key is FormAlertKey {
  return (FORM_ALERT_KEYS as readonly string[]).includes(key);
}
