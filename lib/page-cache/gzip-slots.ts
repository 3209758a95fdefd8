import { promisify } from 'node:util';
import { constants, crc32, deflateRaw } from 'node:zlib';
import { appendOperator, combineCrc32, type Crc32Operator } from '@/lib/page-cache/crc32-combine';
import type { NonceSlots } from '@/lib/page-cache/nonce-slots';

// A kept page is kept compressed, and each response is still a gzip stream with its own nonce,
// without compressing anything per response (docs/caching.md, rendered pages). Each part between
// two nonce slots is deflated once, ending with a full flush: its blocks are byte-aligned, none is
// marked last, and none refers back past the flush, so the parts can be joined in one stream. A
// response is the gzip header, the parts with the nonce between them as "stored" (uncompressed)
// deflate blocks, an empty last block, and the trailer: the CRC-32 and length of what it unpacks
// to, joined from each part's (RFC 1951 §3.2.3–3.2.4, RFC 1952; lib/page-cache/crc32-combine.ts).

type GzipPart = {
  deflated: Buffer;
  length: number;
  crc: number;
  /** Carries a CRC-32 over this part. */
  append: Crc32Operator;
};

/** A page's parts, each deflated once, with what its gzip trailer is joined from. */
export type GzipSlots = readonly GzipPart[];

const deflateRawAsync = promisify(deflateRaw);

// ID1 ID2, CM = deflate, no flags, no modification time, no extra flags, OS unknown.
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
// A last block, stored and empty: BFINAL = 1, BTYPE = 00, then LEN = 0 and NLEN = ~0.
const LAST_BLOCK = Buffer.from([1, 0, 0, 0xff, 0xff]);
// A nonce has one length: its operator is made once.
const nonceOperators = new Map<number, Crc32Operator>();

/** A stored (uncompressed), not-last deflate block holding `bytes` (at most 65,535 of them). */
function storedBlock(bytes: Buffer): Buffer {
  const head = Buffer.alloc(5);
  head.writeUInt16LE(bytes.length, 1);
  head.writeUInt16LE(~bytes.length & 0xffff, 3);
  return Buffer.concat([head, bytes]);
}

/** Deflates each part of a page once, in the thread pool. */
export async function compressSlots(slots: NonceSlots): Promise<GzipSlots> {
  return Promise.all(
    slots.map(async (part) => ({
      deflated: await deflateRawAsync(part, { finishFlush: constants.Z_FULL_FLUSH }),
      length: part.length,
      crc: crc32(part),
      append: appendOperator(part.length),
    })),
  );
}

/** The bytes a compressed page holds. */
export const compressedWeight = (page: GzipSlots) => page.reduce((sum, part) => sum + part.deflated.length, 0);

/** The gzip stream of the page with `nonce` in every slot. */
export function gzipWithNonce(page: GzipSlots, nonce: string): Buffer {
  const value = Buffer.from(nonce);
  const nonceBlock = storedBlock(value);
  const nonceCrc = crc32(value);
  let nonceAppend = nonceOperators.get(value.length);
  if (!nonceAppend) nonceOperators.set(value.length, (nonceAppend = appendOperator(value.length)));
  const pieces: Buffer[] = [GZIP_HEADER];
  let checksum = 0;
  let length = 0;
  page.forEach((part, index) => {
    if (index > 0) {
      pieces.push(nonceBlock);
      checksum = combineCrc32(checksum, nonceCrc, nonceAppend);
      length += value.length;
    }
    pieces.push(part.deflated);
    checksum = index === 0 ? part.crc : combineCrc32(checksum, part.crc, part.append);
    length += part.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(checksum, 0);
  trailer.writeUInt32LE(length % 2 ** 32, 4);
  pieces.push(LAST_BLOCK, trailer);
  return Buffer.concat(pieces);
}
