import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { inProcessRenderer } from '@/lib/page-cache/render-in-process';

// The render for the page cache, made by a handler in the process: what the handler is asked and
// what it answers, gathered whole.

describe('a render in the process', () => {
  it('asks the handler for the page with exactly the headers given, and gathers its streamed answer', async () => {
    let seen: IncomingMessage | undefined;
    const render = inProcessRenderer((request, response) => {
      seen = request;
      response.statusCode = 200;
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      response.setHeader('Set-Cookie', ['a=1; Path=/', 'b=2; Path=/']);
      response.write('<p>Début ');
      response.write(new TextEncoder().encode('du texte, '));
      response.end('fin</p>');
    }, 2);
    const answer = await render('/fr/a-vendre/?page=2', { host: 'site.example' }, new AbortController().signal);
    expect(seen?.method).toBe('GET');
    expect(seen?.url).toBe('/fr/a-vendre/?page=2');
    expect(seen?.headers).toEqual({ host: 'site.example' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['set-cookie']).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    expect(answer.body.toString('utf8')).toBe('<p>Début du texte, fin</p>');
  });

  it('keeps the status a handler writes with its head', async () => {
    const render = inProcessRenderer((_request, response) => {
      response.writeHead(404, { 'Content-Type': 'text/html' });
      response.end('missing');
    }, 2);
    const answer = await render('/fr/nope/', {}, new AbortController().signal);
    expect(answer.status).toBe(404);
    expect(answer.body.toString()).toBe('missing');
  });

  it('stops a render that does not end: the handler sees its response closed, the caller the reason', async () => {
    let started!: (response: ServerResponse) => void;
    const handling = new Promise<ServerResponse>((resolve) => (started = resolve));
    const render = inProcessRenderer((_request, response) => {
      response.write('<p>started');
      started(response);
    }, 2);
    const timer = new AbortController();
    const rendering = render('/fr/a-louer/', {}, timer.signal);
    const response = await handling;
    const closed = new Promise((resolve) => response.once('close', resolve));
    timer.abort(new Error('too long'));
    await expect(rendering).rejects.toThrow('too long');
    await closed;
    expect(response.destroyed).toBe(true);
  });

  it('fails a render whose handler closes the answer before its end', async () => {
    const render = inProcessRenderer((_request, response) => {
      response.write('<p>half a page');
      response.destroy();
    }, 2);
    await expect(render('/fr/', {}, new AbortController().signal)).rejects.toThrow('ended before its answer did');
  });

  it('renders a few at a time, and gives up at once a render stopped while it waits, without it reaching the handler', async () => {
    const handled: string[] = [];
    let finishFirst!: () => void;
    const render = inProcessRenderer((request, response) => {
      handled.push(request.url ?? '');
      if (request.url === '/first/') finishFirst = () => response.end('first');
      else response.end('next');
    }, 1);
    const first = render('/first/', {}, new AbortController().signal);
    const waiting = new AbortController();
    const stopped = render('/stopped/', {}, waiting.signal);
    waiting.abort(new Error('waited too long'));
    await expect(stopped).rejects.toThrow('waited too long');
    expect(handled).toEqual(['/first/']);

    finishFirst();
    expect((await first).body.toString()).toBe('first');
    // The stopped render's turn passed on: the next one is rendered.
    expect((await render('/next/', {}, new AbortController().signal)).body.toString()).toBe('next');
    expect(handled).toEqual(['/first/', '/next/']);
  });

  it('passes on an error the handler throws', async () => {
    const render = inProcessRenderer(() => Promise.reject(new Error('database gone')), 2);
    await expect(render('/fr/', {}, new AbortController().signal)).rejects.toThrow('database gone');
  });
});
