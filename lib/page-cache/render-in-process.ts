import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { createRequestResponseMocks } from 'next/dist/server/lib/mock-request.js';
import { concurrencyGate } from '@/lib/http/concurrency-gate';

// A render for the page cache, made by the server's own handler in the same process: the request
// is an object holding only what the page cache gives it, and the answer is gathered in memory
// (docs/caching.md, what a render sees). Next makes its own background renders the same way. No
// connection, no bytes parsed twice: nothing a visitor sent can be read as part of another request.

type Handle = (request: IncomingMessage, response: ServerResponse) => Promise<void> | void;

/** A render's answer, whole: its status, its headers as the handler set them, its body. */
export type RenderedAnswer = { status: number; headers: OutgoingHttpHeaders; body: Buffer };

/** Renders the page at `url` as a GET with exactly `headers`; stopped (its answer dropped) when `signal` aborts. */
export type Renderer = (url: string, headers: Record<string, string>, signal: AbortSignal) => Promise<RenderedAnswer>;

/**
 * Renders with `handle`, at most `concurrency` at once, the others waiting their turn. A render
 * stopped while it waits is given up at once and never reaches the handler.
 */
export function inProcessRenderer(handle: Handle, concurrency: number): Renderer {
  const gate = concurrencyGate(concurrency);
  return (url, headers, signal) => gate(() => renderOnce(handle, url, headers, signal), signal);
}

/** One render, its turn come: the handler's whole answer, or its failure. */
function renderOnce(handle: Handle, url: string, headers: Record<string, string>, signal: AbortSignal) {
  return new Promise<RenderedAnswer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const { req, res } = createRequestResponseMocks({
      url,
      headers,
      method: 'GET',
      resWriter: (chunk) => {
        // Next's chunks are views of fresh arrays: kept as they are, not copied.
        chunks.push(
          typeof chunk === 'string'
            ? Buffer.from(chunk)
            : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength),
        );
        return true;
      },
    });
    const stop = () => {
      // Destroyed without an error, so the response only closes: Next sees its client gone and
      // stops streaming, as it would for a visitor who left.
      res.destroy();
      reject(signal.reason);
    };
    if (signal.aborted) return stop();
    signal.addEventListener('abort', stop, { once: true });
    res.once('finish', () => {
      signal.removeEventListener('abort', stop);
      resolve({ status: res.statusCode, headers: res.getHeaders(), body: Buffer.concat(chunks) });
    });
    // Closed before its end by the handler itself (an error while streaming): no page to keep.
    res.once('close', () => {
      signal.removeEventListener('abort', stop);
      if (!res.writableFinished) reject(new Error(`the render of ${url} ended before its answer did`));
    });
    Promise.resolve()
      .then(() => handle(req, res as unknown as ServerResponse))
      .catch((error: unknown) => {
        signal.removeEventListener('abort', stop);
        reject(error);
      });
  });
}
