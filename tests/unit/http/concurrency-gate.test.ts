import { describe, expect, it } from 'vitest';
import { concurrencyGate } from '@/lib/http/concurrency-gate';

/** A task that runs until `finish` is called, recording when it started. */
function pending(log: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return {
    task: async () => {
      log.push(`start ${name}`);
      await done;
      log.push(`end ${name}`);
      return name;
    },
    finish: () => finish(),
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('concurrencyGate', () => {
  it('runs up to its limit at once and starts the others in arrival order as slots free', async () => {
    const run = concurrencyGate(2);
    const log: string[] = [];
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((name) => pending(log, name));
    const results = [a!, b!, c!, d!].map(({ task }) => run(task));
    await settle();
    expect(log).toEqual(['start a', 'start b']);
    b!.finish();
    await settle();
    expect(log).toEqual(['start a', 'start b', 'end b', 'start c']);
    a!.finish();
    c!.finish();
    d!.finish();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd']);
    expect(log.filter((line) => line.startsWith('start'))).toEqual(['start a', 'start b', 'start c', 'start d']);
  });

  it('frees the slot of a task that fails, and passes its error on', async () => {
    const run = concurrencyGate(1);
    const failed = run(() => Promise.reject(new Error('render failed')));
    const next = run(() => Promise.resolve('next'));
    await expect(failed).rejects.toThrow('render failed');
    expect(await next).toBe('next');
  });

  it('after a burst, runs new tasks at once again', async () => {
    const run = concurrencyGate(1);
    await Promise.all([run(async () => 1), run(async () => 2), run(async () => 3)]);
    const log: string[] = [];
    const later = pending(log, 'later');
    const result = run(later.task);
    await settle();
    expect(log).toEqual(['start later']);
    later.finish();
    expect(await result).toBe('later');
  });

  it('lets a waiting task whose signal aborts leave the line without running or taking a slot', async () => {
    const run = concurrencyGate(1);
    const log: string[] = [];
    const [first, stopped, next] = ['first', 'stopped', 'next'].map((name) => pending(log, name));
    const waiting = new AbortController();
    const results = [run(first!.task), run(stopped!.task, waiting.signal), run(next!.task)];
    waiting.abort(new Error('waited too long'));
    await expect(results[1]).rejects.toThrow('waited too long');
    first!.finish();
    await settle();
    expect(log).toEqual(['start first', 'end first', 'start next']);
    next!.finish();
    expect(await results[2]).toBe('next');
    // Nothing holds the stopped task's slot: a new task starts at once.
    const later = pending(log, 'later');
    const result = run(later.task);
    await settle();
    expect(log.at(-1)).toBe('start later');
    later.finish();
    expect(await result).toBe('later');
  });

  it('refuses a limit that would run nothing', () => {
    expect(() => concurrencyGate(0)).toThrow(RangeError);
    expect(() => concurrencyGate(1.5)).toThrow(RangeError);
  });
});
