// A rendered page kept without its nonce: the render used a placeholder in the nonce's place,
// and each response puts a fresh nonce there (docs/caching.md, rendered pages). The placeholder is
// a random value of the nonce's own form, known only to this process: page content cannot spell it.

/** The page's bytes split at each occurrence of the placeholder. */
export type NonceSlots = readonly Buffer[];

/** `body` cut at every occurrence of `placeholder` (one part more than occurrences). */
export function splitAtPlaceholder(body: Buffer, placeholder: string): NonceSlots {
  const needle = Buffer.from(placeholder);
  const parts: Buffer[] = [];
  let start = 0;
  for (let at = body.indexOf(needle); at !== -1; at = body.indexOf(needle, start)) {
    parts.push(body.subarray(start, at));
    start = at + needle.length;
  }
  parts.push(body.subarray(start));
  return parts;
}

/** The page with `nonce` in every slot. */
export function fillNonce(slots: NonceSlots, nonce: string): Buffer {
  const value = Buffer.from(nonce);
  const pieces: Buffer[] = [];
  slots.forEach((part, index) => {
    if (index > 0) pieces.push(value);
    pieces.push(part);
  });
  return Buffer.concat(pieces);
}
