import { formFields } from '@/lib/http/form-fields';
import { jsonOrNull } from '@/lib/http/read-limited-body';

/**
 * A password form's body: JSON from the form's script, or the fields of a form the browser sent
 * itself, url-encoded (`native`; docs/forms.md, owner sign-in). Either is then checked by the same
 * schema (lib/auth/password-forms.ts); a name sent twice is a list, which no schema takes.
 */
export function passwordFormBody(bytes: Uint8Array, contentType: string | null): { native: boolean; fields: unknown } {
  const native = (contentType ?? '').split(';')[0]!.trim().toLowerCase() === 'application/x-www-form-urlencoded';
  return { native, fields: native ? formFields(new TextDecoder().decode(bytes)) : jsonOrNull(bytes) };
}
