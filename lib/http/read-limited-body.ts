// Every request body the site reads goes through here, so that no body is taken whole before its
// size is known: a Content-Length over the limit is refused unread, and a body without one
// (Transfer-Encoding: chunked) is counted while it streams and cut off at the limit.

export class BodyTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`The request body is larger than ${maxBytes} bytes.`);
    this.name = 'BodyTooLargeError';
  }
}

/**
 * The chunks of `body` as they arrive; throws BodyTooLargeError as soon as more than `maxBytes`
 * came, and cancels the stream whenever reading stops early, so the rest is never uploaded.
 */
export async function* limitedChunks(
  body: ReadableStream<Uint8Array> | null,
  maxBytes: number,
): AsyncGenerator<Uint8Array> {
  if (!body) return;
  const reader = body.getReader();
  let received = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      received += value.byteLength;
      if (received > maxBytes) throw new BodyTooLargeError(maxBytes);
      yield value;
    }
  } finally {
    await reader.cancel().catch(() => {});
  }
}

/** Whether the request announces a body larger than `maxBytes`. */
export function announcedTooLarge(request: Request, maxBytes: number): boolean {
  return Number(request.headers.get('content-length') ?? 0) > maxBytes;
}

/** The request's body, or null when it is larger than `maxBytes` (read no further than that). */
export async function readLimitedBody(request: Request, maxBytes: number): Promise<Uint8Array | null> {
  if (announcedTooLarge(request, maxBytes)) return null;
  const chunks: Uint8Array[] = [];
  try {
    for await (const chunk of limitedChunks(request.body, maxBytes)) chunks.push(chunk);
  } catch (error) {
    if (error instanceof BodyTooLargeError) return null;
    throw error;
  }
  return Buffer.concat(chunks);
}

/** The bytes of a body read as UTF-8 JSON, or null when they are not JSON. */
export function jsonOrNull(bytes: Uint8Array): unknown {
  try {
    return JSON.parse(new TextDecoder().decode(bytes)) as unknown;
  } catch {
    return null;
  }
}
