// Hostile request bodies for fuzzing the public POST routes (tests/integration/forms/fuzz.test.ts):
// values of the wrong type, huge strings and deeply nested values, __proto__ / constructor /
// prototype keys, NUL, bidi overrides and other control characters, broken JSON, and bodies sent
// with the wrong content type or none. Most start from a route's valid body and break a little of
// it, so that they get past the first check and reach the rules behind it.
import fc from 'fast-check';

/** What is posted: the bytes and the Content-Type header (null: none at all). */
export type HostileRequest = { kind: string; contentType: string | null; body: Uint8Array<ArrayBuffer> };

/** One part of a multipart body; a `filename` makes it a file. */
export type MultipartPart = { name: string; filename?: string; type?: string; content: string | Uint8Array };

const encoder = new TextEncoder();
const text = (value: string) => encoder.encode(value);

/** A request that fast-check prints readably when a property fails: its kind, type and start. */
export function hostile(kind: string, contentType: string | null, body: Uint8Array | string): HostileRequest {
  const bytes = typeof body === 'string' ? text(body) : new Uint8Array(body);
  return {
    kind,
    contentType,
    body: bytes,
    [fc.toStringMethod]: () =>
      `${kind}, Content-Type ${JSON.stringify(contentType)}, ${bytes.length} bytes: ` +
      JSON.stringify(new TextDecoder().decode(bytes.subarray(0, 300))),
  } as HostileRequest;
}

/** The key a body names to try to pollute Object.prototype; the fuzz test checks it never lands there. */
export const POLLUTION_MARKER = 'fuzzPolluted';

export const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

export const controlCharacter = fc.constantFrom(
  '\u0000', // NUL
  '\u0001',
  '\u0007',
  '\b',
  '\t',
  '\n',
  '\r',
  '\r\n',
  '\u000b',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u00ad',
  '\u200b',
  '\u200e',
  '\u200f',
  '\u202a',
  '\u202b',
  '\u202d',
  '\u202e', // right-to-left override
  '\u2066',
  '\u2069',
  '\u2028',
  '\u2029',
  '\ufeff',
  '\ufffd',
  '\uffff',
  '\ud800', // lone surrogates: not even valid UTF-16
  '\udfff',
);

const trickyText = fc.constantFrom(
  ...PROTOTYPE_KEYS,
  'toString',
  'hasOwnProperty',
  '',
  ' ',
  'null',
  'undefined',
  'true',
  'NaN',
  'Infinity',
  '-0',
  '1e308',
  '0x1F',
  ' 42 ',
  '4.5',
  '99999999999999999999',
  '9007199254740993',
  '2147483648',
  '{}',
  '[]',
  '{name}',
  '{count, plural, other {#}}',
  '<script>alert(1)</script>',
  `'; DROP TABLE "Lead"; --`,
  '../../etc/passwd',
  '${7*7}',
  'marie@example.be\r\nBcc: victim@example.com',
  'marie\u0000@example.be',
  'marie@example.be\u202e',
  'fr\u0000',
  '2026-02-30',
  '+32 470 12 34 56\u202e',
);

/** Huge strings: over every field's limit, and over the body limits too. */
export const hugeString = fc
  .tuple(fc.constantFrom('x', 'é', '\u0000', '\u202e', '😀', 'a@b.be '), fc.constantFrom(101, 1001, 3001, 5000, 25_000))
  .map(([unit, count]) => unit.repeat(count));

export const hostileString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc
    .array(fc.oneof(controlCharacter, trickyText, fc.string({ maxLength: 6 })), { minLength: 1, maxLength: 6 })
    .map((parts) => parts.join('')),
  trickyText,
  hugeString,
);

export const hostileNumber = fc.oneof(
  fc.integer(),
  // NaN and ±Infinity become null in JSON.
  fc.double(),
  fc.constantFrom(0, -0, -1, 0.5, 4.5, 2 ** 31 - 1, 2 ** 31, 2 ** 32, 2 ** 53, -(2 ** 53), 1e21, 1e308, 5e-324),
);

export const hostileKey = fc.oneof(
  fc.constantFrom(...PROTOTYPE_KEYS, 'toString', 'valueOf', '__defineGetter__', POLLUTION_MARKER),
  fc.string({ maxLength: 8 }),
  fc.tuple(fc.string({ maxLength: 4 }), controlCharacter).map(([text, control]) => text + control),
);

/** An object whose keys are all its own, even "__proto__" (an object literal would set the prototype). */
export function ownObject(entries: readonly (readonly [string, unknown])[]): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (const [key, value] of entries) {
    Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
  }
  return object;
}

/** Values nested `depth` deep: arrays, objects, or both. */
export const deeplyNested = fc
  .tuple(fc.constantFrom('array', 'object', 'mixed'), fc.constantFrom(64, 512, 2000))
  .map(([shape, depth]) => {
    let value: unknown = 'bottom';
    for (let level = 0; level < depth; level += 1) {
      const asArray = shape === 'array' || (shape === 'mixed' && level % 2 === 0);
      value = asArray ? [value] : ownObject([['a', value]]);
    }
    return value;
  });

const leaf = fc.oneof(hostileString, hostileNumber, fc.boolean(), fc.constant(null));

/** Any JSON value, of any type, made of the pieces above. */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown; array: unknown[]; object: object }>(
  (tie) => ({
    value: fc.oneof(
      { maxDepth: 3, depthIdentifier: 'hostile' },
      { arbitrary: leaf, weight: 6 },
      { arbitrary: tie('array'), weight: 1 },
      { arbitrary: tie('object'), weight: 1 },
      { arbitrary: deeplyNested, weight: 1 },
    ),
    array: fc.array(tie('value'), { maxLength: 4, depthIdentifier: 'hostile' }),
    object: fc.array(fc.tuple(hostileKey, tie('value')), { maxLength: 4, depthIdentifier: 'hostile' }).map(ownObject),
  }),
).value;

/** An object with the route's own field names and hostile keys, every value of any type. */
export function hostileObject(fieldNames: readonly string[]) {
  const key = fc.oneof(fc.constantFrom(...fieldNames), hostileKey);
  return fc.array(fc.tuple(key, hostileValue), { maxLength: 12 }).map(ownObject);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function valueAt(value: unknown, path: readonly string[]): unknown {
  return path.reduce<unknown>((inner, key) => (isRecord(inner) ? inner[key] : undefined), value);
}

/** Every path to a value in `value`: its fields, and the fields of the objects it holds. */
export function fieldPaths(value: Record<string, unknown>, prefix: string[] = []): string[][] {
  return Object.entries(value).flatMap(([key, inner]) => {
    const path = [...prefix, key];
    return isRecord(inner) ? [path, ...fieldPaths(inner, path)] : [path];
  });
}

type Change = { path: string[]; set?: unknown; remove?: true; wrap?: true };

function changed(valid: Record<string, unknown>, changes: readonly Change[]): Record<string, unknown> {
  const body = structuredClone(valid);
  for (const change of changes) {
    const record = valueAt(body, change.path.slice(0, -1));
    if (!isRecord(record)) continue;
    const key = change.path.at(-1)!;
    if (change.remove) delete record[key];
    else {
      const value = change.wrap ? [Object.hasOwn(record, key) ? record[key] : null] : change.set;
      Object.defineProperty(record, key, { value, enumerable: true, writable: true, configurable: true });
    }
  }
  return body;
}

/**
 * `valid` with one to three changes: a field set to a hostile value (of the right or the wrong
 * type), removed or wrapped in an array, or a hostile key added at any level.
 */
export function nearlyValid(valid: Record<string, unknown>) {
  const paths = fieldPaths(valid);
  const objects = [[], ...paths.filter((path) => isRecord(valueAt(valid, path)))];
  const change: fc.Arbitrary<Change> = fc.oneof(
    { arbitrary: fc.record({ path: fc.constantFrom(...paths), set: hostileValue }), weight: 6 },
    { arbitrary: fc.record({ path: fc.constantFrom(...paths), remove: fc.constant(true as const) }), weight: 1 },
    { arbitrary: fc.record({ path: fc.constantFrom(...paths), wrap: fc.constant(true as const) }), weight: 1 },
    {
      arbitrary: fc
        .tuple(fc.constantFrom(...objects), hostileKey, hostileValue)
        .map(([path, key, set]) => ({ path: [...path, key], set })),
      weight: 2,
    },
  );
  return fc.array(change, { minLength: 1, maxLength: 3 }).map((changes) => changed(valid, changes));
}

/** `valid` with keys that try to pollute Object.prototype through a careless merge. */
export function pollutingText(valid: Record<string, unknown>) {
  const pollution = JSON.stringify({ [POLLUTION_MARKER]: 'yes', privacy: true, locale: 'fr' });
  return fc.subarray([...PROTOTYPE_KEYS], { minLength: 1 }).map((keys) => {
    const own = keys.map((key) =>
      key === 'constructor' ? `"constructor":{"prototype":${pollution}}` : `"${key}":${pollution}`,
    );
    return `{${[...own, JSON.stringify(valid).slice(1, -1)].join(',')}}`;
  });
}

export const invalidJsonText = fc.oneof(
  fc.constantFrom(
    '{',
    '}',
    '{"email":',
    '{"email":"a@b.be",}',
    "{'email':'a@b.be'}",
    '[1,2',
    'NaN',
    'undefined',
    '{"a":01}',
    '{"a":"\u0000"}',
    '{"a":"\\uZZZZ"}',
    '{"a":1}{"b":2}',
    'null null',
    '{"__proto__":',
    '\u0000',
    '\u202e{"a":1}',
    '<?xml version="1.0"?><a/>',
    'email=a%40b.be&privacy=true',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

/** JSON text that opens `depth` arrays or objects, closed or not. */
export const deeplyNestedText = fc
  .tuple(fc.constantFrom('[', '{"a":'), fc.constantFrom(100, 1000, 9000, 100_000), fc.boolean())
  .map(([open, depth, closed]) => {
    const close = open === '[' ? ']' : '}';
    return open.repeat(depth) + (closed ? `1${close.repeat(depth)}` : '');
  });

export const jsonContentType = fc.constantFrom<string | null>(
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'text/plain',
  'text/plain;charset=UTF-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'multipart/form-data',
  'application/xml',
  'application/octet-stream',
  '',
  null,
);

function formValue(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
}

/** The fields of `body` (nested ones as a[b]) as a form would send them. */
export function urlEncoded(body: Record<string, unknown>): string {
  const params = new URLSearchParams();
  const add = (prefix: string, value: unknown) => {
    if (isRecord(value)) {
      for (const [key, inner] of Object.entries(value)) add(prefix ? `${prefix}[${key}]` : key, inner);
    } else if (Array.isArray(value)) for (const inner of value) params.append(prefix, formValue(inner));
    else params.append(prefix, formValue(value));
  };
  add('', body);
  return params.toString();
}

/** A multipart/form-data body written by hand, so that names and file names can be anything. */
export function multipartBody(boundary: string, parts: readonly MultipartPart[], { closed = true } = {}): Uint8Array {
  const chunks: Uint8Array[] = [];
  for (const part of parts) {
    const file = part.filename === undefined ? '' : `; filename="${part.filename}"`;
    const type = part.type === undefined ? '' : `\r\nContent-Type: ${part.type}`;
    chunks.push(text(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${file}${type}\r\n\r\n`));
    chunks.push(typeof part.content === 'string' ? text(part.content) : part.content);
    chunks.push(text('\r\n'));
  }
  if (closed) chunks.push(text(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

const boundary = fc.constantFrom('fuzz', '----WebKitFormBoundary7MA4YWxkTrZu0gW', 'x'.repeat(70), '');

function multipartOf(body: Record<string, unknown>) {
  const parts = Object.entries(body).map(([name, value]) => ({ name, content: formValue(value) }));
  return fc
    .tuple(boundary, fc.constantFrom(true, true, false), fc.constantFrom(true, true, false))
    .map(([mark, declared, closed]) =>
      hostile(
        'multipart instead of JSON',
        declared ? `multipart/form-data; boundary=${mark}` : 'multipart/form-data',
        multipartBody(mark, parts, { closed }),
      ),
    );
}

/**
 * Requests for a route that reads JSON, starting from its `valid` body: mostly nearly valid ones,
 * with every kind of wrong content type, and broken, empty, deeply nested, binary and
 * prototype-polluting bodies.
 */
export function hostileJsonRequest(valid: Record<string, unknown>): fc.Arbitrary<HostileRequest> {
  const sent = (kind: string, body: fc.Arbitrary<string | Uint8Array>) =>
    fc.tuple(body, jsonContentType).map(([bytes, contentType]) => hostile(kind, contentType, bytes));
  const json = (value: unknown) => JSON.stringify(value) ?? '';
  const whole = json(valid);
  return fc.oneof(
    { arbitrary: sent('nearly valid', nearlyValid(valid).map(json)), weight: 8 },
    { arbitrary: sent('any JSON value', hostileValue.map(json)), weight: 2 },
    { arbitrary: sent('hostile object', hostileObject(Object.keys(valid)).map(json)), weight: 2 },
    { arbitrary: sent('prototype keys', pollutingText(valid)), weight: 1 },
    { arbitrary: sent('invalid JSON', invalidJsonText), weight: 1 },
    {
      arbitrary: sent(
        'truncated JSON',
        fc.nat(whole.length - 1).map((cut) => whole.slice(0, cut)),
      ),
      weight: 1,
    },
    { arbitrary: sent('deeply nested', deeplyNestedText), weight: 1 },
    { arbitrary: sent('empty body', fc.constant('')), weight: 1 },
    { arbitrary: sent('random bytes', fc.uint8Array({ maxLength: 64 })), weight: 1 },
    {
      arbitrary: nearlyValid(valid).map((body) =>
        hostile('form-encoded instead of JSON', 'application/x-www-form-urlencoded', urlEncoded(body)),
      ),
      weight: 1,
    },
    { arbitrary: nearlyValid(valid).chain(multipartOf), weight: 1 },
  );
}

/** Requests for a route that reads form fields (urlencoded or multipart), starting from its `valid` fields. */
export function hostileFormRequest(valid: Record<string, string>): fc.Arbitrary<HostileRequest> {
  const formType = fc.constantFrom<string | null>(
    'application/x-www-form-urlencoded',
    'application/x-www-form-urlencoded; charset=utf-8',
    'text/plain',
    'application/json',
    '',
    null,
  );
  return fc.oneof(
    {
      arbitrary: fc
        .tuple(nearlyValid(valid), formType)
        .map(([body, contentType]) => hostile('nearly valid form', contentType, urlEncoded(body))),
      weight: 3,
    },
    { arbitrary: nearlyValid(valid).chain(multipartOf), weight: 1 },
    { arbitrary: hostileJsonRequest(valid), weight: 2 },
  );
}

const PDF = text('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]);

/** File contents: real documents, executables and pages in disguise, nothing, and noise. */
export const fileContent = fc.oneof(
  fc.constantFrom(
    PDF,
    JPEG,
    new Uint8Array(),
    Buffer.concat([text('MZ'), new Uint8Array(64).fill(0x90)]),
    text('<!doctype html><script>alert(document.cookie)</script>'),
    text('%PDF'),
  ),
  fc.uint8Array({ maxLength: 128 }),
  fc.uint8Array({ maxLength: 64 }).map((tail) => Buffer.concat([PDF.subarray(0, 5), tail])),
  hostileString.map(text),
);

const uploadPart: fc.Arbitrary<MultipartPart> = fc.record(
  {
    name: fc.oneof({ arbitrary: fc.constant('files'), weight: 4 }, hostileKey),
    filename: fc.oneof(
      fc.constantFrom('fiche de salaire.pdf', 'carte.jpg', '../../etc/passwd', 'x.pdf\u0000.exe'),
      hostileString,
    ),
    type: fc.oneof(
      fc.constantFrom('application/pdf', 'image/jpeg', 'text/html', 'application/x-msdownload'),
      hostileString,
    ),
    content: fileContent,
  },
  { requiredKeys: ['name', 'content'] },
);

/** Requests for the upload route: multipart bodies with hostile parts, broken ones, and JSON. */
export function hostileUploadRequest(): fc.Arbitrary<HostileRequest> {
  const multipart = fc
    .tuple(boundary, fc.array(uploadPart, { maxLength: 7 }), fc.constantFrom(true, true, true, false))
    .map(([mark, parts, closed]) => ({ mark, body: multipartBody(mark, parts, { closed }) }));
  return fc.oneof(
    {
      arbitrary: multipart.map(({ mark, body }) =>
        hostile('multipart upload', `multipart/form-data; boundary=${mark}`, body),
      ),
      weight: 4,
    },
    {
      arbitrary: fc
        .tuple(multipart, jsonContentType)
        .map(([{ body }, contentType]) => hostile('multipart with a wrong content type', contentType, body)),
      weight: 1,
    },
    { arbitrary: hostileJsonRequest({ files: 'fiche de salaire.pdf' }), weight: 2 },
  );
}

/** The fields of `body` as a form names them: nested ones as a.b (as the site's forms do) or a[b]. */
function formParts(body: Record<string, unknown>, dotted: boolean): MultipartPart[] {
  const parts: MultipartPart[] = [];
  const add = (prefix: string, value: unknown) => {
    if (isRecord(value)) {
      for (const [key, inner] of Object.entries(value)) {
        add(prefix ? (dotted ? `${prefix}.${key}` : `${prefix}[${key}]`) : key, inner);
      }
    } else if (Array.isArray(value)) for (const inner of value) parts.push({ name: prefix, content: formValue(inner) });
    else if (value === true) parts.push({ name: prefix, content: 'on' });
    else if (value !== false) parts.push({ name: prefix, content: formValue(value) });
  };
  add('', body);
  return parts;
}

/**
 * Requests for a visitor form sent by the browser itself (url-encoded, or multipart with hostile
 * files when `files`), starting from its `valid` body: nearly valid ones, with names dotted or
 * bracketed, `proofs` in place of its captcha, cut short or sent under the other content type.
 */
export function hostileNativeRequest(
  valid: Record<string, unknown>,
  { files = false, proofs = [] as string[] } = {},
): fc.Arbitrary<HostileRequest> {
  const body = fc
    .tuple(nearlyValid(valid), fc.constantFrom(valid.captcha, ...proofs))
    .map(([nearly, captcha]) => (isRecord(nearly) && 'captcha' in nearly ? { ...nearly, captcha } : nearly));
  const encoded = fc
    .tuple(
      body,
      fc.boolean(),
      fc.constantFrom('application/x-www-form-urlencoded', 'application/x-www-form-urlencoded; charset=utf-8'),
    )
    .map(([fields, dotted, contentType]) => {
      const params = new URLSearchParams();
      for (const part of formParts(fields, dotted)) params.append(part.name, String(part.content));
      return hostile('form-encoded', contentType, params.toString());
    });
  const multipart = fc
    .tuple(
      body,
      fc.boolean(),
      boundary,
      fc.array(files ? uploadPart : fc.constant(null), { maxLength: 3 }),
      fc.boolean(),
    )
    .map(([fields, dotted, mark, attached, closed]) =>
      hostile(
        'multipart form',
        `multipart/form-data; boundary=${mark}`,
        multipartBody(mark, [...formParts(fields, dotted), ...attached.filter((part) => part !== null)], { closed }),
      ),
    );
  return fc.oneof({ arbitrary: encoded, weight: 3 }, { arbitrary: multipart, weight: 2 });
}
