// Who sent a lead, read from its payload (the form's fields as stored, lib/forms/store-lead.ts):
// most forms have firstName/lastName/email/phone at the top; the testimonial has `name`, the
// "send to a friend" its sender, the rent application its first applicant. Read by the CSV export
// and the back-office's inbox alike.

export type LeadContact = {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phone: string | null;
  message: string | null;
};

type Payload = Record<string, unknown>;

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

const record = (value: unknown): Payload =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Payload) : {};

/** A lead's stored payload as JSON read it; null when it is not JSON. */
export function parsePayload(payload: string): unknown {
  try {
    return JSON.parse(payload);
  } catch {
    return null;
  }
}

/** The payload's JSON as an object; anything else (not JSON, not an object) as an empty one. */
export function payloadObject(payload: string): Payload {
  return record(parsePayload(payload));
}

export function leadContact(payload: Payload): LeadContact {
  const applicant = record(payload.applicantA);
  return {
    firstName: text(payload.firstName) ?? text(payload.name) ?? text(payload.senderName) ?? text(applicant.firstName),
    lastName: text(payload.lastName) ?? text(applicant.lastName),
    email: text(payload.email) ?? text(payload.senderEmail) ?? text(applicant.email),
    phone: text(payload.phone) ?? text(applicant.phone),
    message: text(payload.message) ?? text(payload.text) ?? text(payload.remark),
  };
}
