// Reads a feed from a byte stream (a file or a request body) without holding it as one string.
// A 100,000-property feed in four languages is about 1 GB of JSON, twice V8's longest string, so
// `JSON.parse(await readFile(...))` cannot read it. The feed is one object whose members are
// mostly long lists: this scanner cuts each list into its items on the fly and parses every item
// on its own (JSON.parse does the real parsing; the scanner only finds where items end).
import { digestBytes, SOURCE_DIGESTS } from './feed-hash';
import { FeedRefusedError } from './import-report';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_LIST = 0x5b;
const CLOSE_LIST = 0x5d;
const COMMA = 0x2c;

/**
 * Property records are the bulk of a feed. Parsed, 400,000 of them take several gigabytes; as
 * bytes, the size of the file. So each is kept as its bytes plus the few fields that say which
 * property it belongs to; `fullRecord` parses it again when it is validated, which happens only
 * to records that changed since the last import.
 */
const DEFERRED_LISTS: Record<string, readonly string[]> = { properties: ['ID', 'language', 'WebID'] };
const DEFERRED = new WeakMap<object, Buffer>();

/** The whole record of a deferred item (see DEFERRED_LISTS); any other value as it is. */
export function fullRecord(item: unknown): unknown {
  const bytes = item && typeof item === 'object' ? DEFERRED.get(item) : undefined;
  return bytes ? JSON.parse(bytes.toString('utf8')) : item;
}

function deferred(item: Record<string, unknown>, fields: readonly string[], bytes: Buffer): object {
  const stub: Record<string, unknown> = {};
  for (const field of fields) if (Object.hasOwn(item, field)) stub[field] = item[field];
  DEFERRED.set(stub, bytes);
  return stub;
}

const isSpace = (byte: number) => byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09;

/** Bytes of the piece being read, gathered from one or more chunks. */
class Piece {
  private parts: Uint8Array[] = [];

  add(chunk: Uint8Array, start: number, end: number) {
    if (end > start) this.parts.push(chunk.subarray(start, end));
  }

  take(): Buffer {
    const bytes = this.parts.length === 1 ? Buffer.from(this.parts[0] as Uint8Array) : Buffer.concat(this.parts);
    this.parts = [];
    return bytes;
  }
}

function refuse(detail: string): never {
  throw new FeedRefusedError(`not valid JSON (${detail})`);
}

function parsePiece(text: string, where: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    return refuse(`${where}: ${(error as Error).message}`);
  }
}

/**
 * Scans the root object. Depth counts open objects and lists outside strings: the root's members
 * live at depth 1, the items of a list member at depth 2.
 */
class FeedScanner {
  private depth = 0;
  private inString = false;
  private escaped = false;
  private started = false;
  private finished = false;
  /** Text of the current member up to its value (`"properties":`), or the whole member when it is no list. */
  private readonly member = new Piece();
  private readonly item = new Piece();
  /** Set while the current member's value is a list: its key and the items read so far. */
  private list: { key: string; items: unknown[] } | null = null;
  /** Members read so far, and whether the last one was a list (whose `]` ends it without text). */
  private members = 0;
  private afterList = false;
  private readonly root: Record<string, unknown> = {};

  push(chunk: Uint8Array) {
    let start = 0; // where the pending text of this chunk begins
    for (let index = 0; index < chunk.length; index += 1) {
      const byte = chunk[index] as number;
      if (this.inString) {
        if (this.escaped) this.escaped = false;
        else if (byte === BACKSLASH) this.escaped = true;
        else if (byte === QUOTE) this.inString = false;
        continue;
      }
      if (this.finished) {
        if (!isSpace(byte)) refuse('unexpected text after the end of the feed');
        continue;
      }
      if (!this.started) {
        if (isSpace(byte) || byte === 0xef || byte === 0xbb || byte === 0xbf) continue; // spaces, a BOM
        if (byte !== OPEN_OBJECT) throw new FeedRefusedError('expected a JSON object with a "properties" list');
        this.started = true;
        this.depth = 1;
        start = index + 1;
        continue;
      }
      if (byte === QUOTE) {
        this.inString = true;
      } else if (byte === OPEN_OBJECT || byte === OPEN_LIST) {
        this.depth += 1;
        if (this.depth === 2 && byte === OPEN_LIST && this.startsList(chunk, start, index)) start = index + 1;
      } else if (byte === CLOSE_OBJECT || byte === CLOSE_LIST) {
        this.depth -= 1;
        if (this.list && this.depth === 1) {
          if (byte !== CLOSE_LIST) refuse(`"${this.list.key}" ends with } instead of ]`);
          this.endItem(chunk, start, index, true);
          this.set(this.list.key, this.list.items);
          this.list = null;
          this.members += 1;
          this.afterList = true;
          start = index + 1;
        } else if (this.depth === 0) {
          if (byte !== CLOSE_OBJECT) refuse('the feed ends with ] instead of }');
          this.endMember(chunk, start, index, true);
          this.finished = true;
        }
      } else if (byte === COMMA) {
        if (this.list && this.depth === 2) {
          this.endItem(chunk, start, index, false);
          start = index + 1;
        } else if (this.depth === 1) {
          this.endMember(chunk, start, index, false);
          start = index + 1;
        }
      }
    }
    if (this.list && this.depth >= 2) this.item.add(chunk, start, chunk.length);
    else if (this.started && !this.finished) this.member.add(chunk, start, chunk.length);
  }

  /** A list opens at depth 2: when it is a member's value (`"key": [`), its items are read one by one. */
  private startsList(chunk: Uint8Array, start: number, index: number): boolean {
    this.member.add(chunk, start, index);
    const head = this.member.take().toString('utf8');
    const match = /^\s*("(?:[^"\\]|\\.)*")\s*:\s*$/s.exec(head);
    if (!match?.[1]) refuse(`unexpected text "${head.trim().slice(0, 40)}" before a list`);
    this.list = { key: parsePiece(match[1], 'a member name') as string, items: [] };
    return true;
  }

  private endItem(chunk: Uint8Array, start: number, index: number, last: boolean) {
    this.item.add(chunk, start, index);
    const bytes = this.item.take();
    const text = bytes.toString('utf8');
    if (!this.list) return;
    if (last && text.trim() === '') {
      // `[]` holds no item; `[1,]` is a trailing comma, which JSON does not allow.
      if (this.list.items.length > 0) refuse(`a comma after the last item of "${this.list.key}"`);
      return;
    }
    const parsed = parsePiece(text, `item ${this.list.items.length + 1} of "${this.list.key}"`);
    // Own keys only: a list named "constructor" is no deferred list.
    const fields = Object.hasOwn(DEFERRED_LISTS, this.list.key) ? DEFERRED_LISTS[this.list.key] : undefined;
    const isRecord = parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed);
    const item = isRecord && fields ? deferred(parsed as Record<string, unknown>, fields, bytes) : parsed;
    if (item && typeof item === 'object') SOURCE_DIGESTS.set(item, digestBytes(bytes));
    this.list.items.push(item);
  }

  /** A member that is not a list (`"full": true`), or what follows a list (nothing but spaces). */
  private endMember(chunk: Uint8Array, start: number, index: number, closesRoot: boolean) {
    this.member.add(chunk, start, index);
    const text = this.member.take().toString('utf8');
    const afterList = this.afterList;
    this.afterList = false;
    if (text.trim() === '') {
      // Only `{}` and the end of a list member leave no text; anything else is a stray comma.
      if (afterList || (closesRoot && this.members === 0)) return;
      refuse('a comma without a member');
    }
    if (afterList) refuse(`unexpected text "${text.trim().slice(0, 40)}" after a list`);
    const parsed = parsePiece(`{${text}}`, 'a member of the feed') as Record<string, unknown>;
    for (const [key, value] of Object.entries(parsed)) this.set(key, value);
    this.members += 1;
  }

  /** Defined, not assigned: a member named "__proto__" stays a plain member, as with JSON.parse. */
  private set(key: string, value: unknown) {
    Object.defineProperty(this.root, key, { value, enumerable: true, writable: true, configurable: true });
  }

  result(): Record<string, unknown> {
    if (!this.started) refuse('the feed is empty');
    if (!this.finished) refuse('the feed ends before its closing brace');
    return this.root;
  }
}

/**
 * The feed object read from `chunks`, item by item. Refuses malformed JSON like JSON.parse
 * would (FeedRefusedError). A request body's size limit is counted by the chunks' source
 * (lib/http/read-limited-body.ts).
 */
export async function readFeedStream(chunks: AsyncIterable<Uint8Array>): Promise<Record<string, unknown>> {
  const scanner = new FeedScanner();
  for await (const chunk of chunks) scanner.push(chunk);
  return scanner.result();
}
