// The CRC-32 of joined pieces from the CRC-32 of each, as zlib's crc32_combine does: appending n
// bytes to a message changes its CRC by a linear operator over GF(2) that depends on n alone, so
// the operator of each piece's length is made once and applied per join in 32 steps. A kept page
// (lib/page-cache/gzip-slots.ts) knows its parts' checksums, and each response's trailer joins
// them with the fresh nonce's without reading the page again.

/** A linear map on 32-bit values over GF(2): column n is the image of bit n. */
export type Crc32Operator = Uint32Array<ArrayBuffer>;

function apply(operator: Crc32Operator, vector: number): number {
  let sum = 0;
  for (let bit = 0; vector !== 0; bit += 1, vector >>>= 1) if (vector & 1) sum ^= operator[bit] as number;
  return sum >>> 0;
}

/** `outer` after `inner`. */
function compose(outer: Crc32Operator, inner: Crc32Operator): Crc32Operator {
  return Uint32Array.from(inner, (column) => apply(outer, column));
}

// Appending one zero bit: a shift, with the reflected CRC-32 polynomial fed back from bit 0.
const ONE_ZERO_BIT = Uint32Array.from({ length: 32 }, (_, bit) => (bit === 0 ? 0xedb88320 : 1 << (bit - 1)));
const TWO_ZERO_BITS = compose(ONE_ZERO_BIT, ONE_ZERO_BIT);
const FOUR_ZERO_BITS = compose(TWO_ZERO_BITS, TWO_ZERO_BITS);
const ONE_ZERO_BYTE = compose(FOUR_ZERO_BITS, FOUR_ZERO_BITS);
const IDENTITY = Uint32Array.from({ length: 32 }, (_, bit) => (1 << bit) >>> 0);

/** The operator that carries a CRC-32 over `length` more bytes (by squaring: log2(length) steps). */
export function appendOperator(length: number): Crc32Operator {
  let result: Crc32Operator = IDENTITY;
  let power: Crc32Operator = ONE_ZERO_BYTE;
  for (let rest = length; rest > 0; rest = Math.floor(rest / 2)) {
    if (rest % 2 === 1) result = compose(power, result);
    if (rest > 1) power = compose(power, power);
  }
  return result;
}

/** The CRC-32 of A followed by B, from A's, B's and B's append operator. */
export function combineCrc32(crcA: number, crcB: number, appendB: Crc32Operator): number {
  return (apply(appendB, crcA) ^ crcB) >>> 0;
}
