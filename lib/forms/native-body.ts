import type { z } from 'zod';
import { DOCUMENT_FILES_FIELD } from '@/lib/forms/choices';
import { nativeValues } from '@/lib/forms/native-values';
import { addField, formFields } from '@/lib/http/form-fields';

// The three ways a visitor form's body arrives (docs/forms.md): JSON from the form's script, and,
// from a browser that sends the form itself, url-encoded fields or, for a form with a file input,
// multipart/form-data.

export type BodyEncoding = 'json' | 'urlencoded' | 'multipart';

/** How a body is read, from its Content-Type; anything but the two form types is read as JSON. */
export function bodyEncoding(contentType: string | null): BodyEncoding {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'application/x-www-form-urlencoded') return 'urlencoded';
  return type === 'multipart/form-data' ? 'multipart' : 'json';
}

/** A form body's values as its schema reads them, and the files of its file input. */
export type NativeBody = { values: Record<string, unknown>; files: File[] };

/**
 * A url-encoded or multipart body read into `schema`'s shape (lib/forms/native-values.ts), or null
 * when it is not what its Content-Type says (a multipart body without its boundary, cut short).
 */
export async function readNativeBody(
  bytes: Uint8Array,
  encoding: Exclude<BodyEncoding, 'json'>,
  contentType: string,
  schema: z.ZodType,
): Promise<NativeBody | null> {
  if (encoding === 'urlencoded') {
    return { values: nativeValues(formFields(new TextDecoder().decode(bytes)), schema), files: [] };
  }
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(bytes), { headers: { 'content-type': contentType } }).formData();
  } catch {
    return null;
  }
  const fields: Record<string, string | string[]> = Object.create(null);
  const files: File[] = [];
  for (const [name, value] of form) {
    if (typeof value === 'string') addField(fields, name, value);
    // An empty file input still sends a part, without a name or bytes.
    else if (name === DOCUMENT_FILES_FIELD && (value.size > 0 || value.name !== '')) files.push(value);
  }
  return { values: nativeValues(fields, schema), files };
}
