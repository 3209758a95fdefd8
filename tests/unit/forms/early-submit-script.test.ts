import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { EARLY_SUBMIT_ATTRIBUTE, earlySubmitScript, takeEarlyPress } from '@/lib/forms/early-submit-script';

// The inline script run against a stand-in document: a form, its submit events, its native post.

class FakeForm {
  attributes = new Map<string, string>([[EARLY_SUBMIT_ATTRIBUTE, '']]);
  posted = 0;
  hasAttribute(name: string) {
    return this.attributes.has(name);
  }
  setAttribute(name: string, value: string) {
    this.attributes.set(name, value);
  }
}

function page() {
  vi.useFakeTimers();
  let listener: ((event: { target: unknown; preventDefault: () => void }) => void) | undefined;
  const window: Record<string, unknown> = {};
  const HTMLFormElement = FakeForm;
  (HTMLFormElement.prototype as unknown as { submit: () => void }).submit = function (this: FakeForm) {
    this.posted += 1;
  };
  runInNewContext(earlySubmitScript(4000), {
    window,
    document: { addEventListener: (_type: string, handler: typeof listener) => (listener = handler) },
    HTMLFormElement,
    Map,
    WeakSet,
    setTimeout,
    clearTimeout,
  });
  const press = (form: FakeForm) => {
    const event = { target: form, defaultPrevented: false, preventDefault: () => (event.defaultPrevented = true) };
    listener!(event);
    return event.defaultPrevented;
  };
  return { window, press };
}

describe('the early submit script', () => {
  it('keeps a press, shows the form busy, and hands it to the form’s code once, which then answers its presses', () => {
    const { window, press } = page();
    const form = new FakeForm();
    expect(press(form)).toBe(true);
    expect(form.attributes.get('aria-busy')).toBe('true');
    expect(press(form)).toBe(true);
    expect(takeEarlyPress(form as unknown as HTMLFormElement, window)).toBe(true);
    expect(takeEarlyPress(form as unknown as HTMLFormElement, window)).toBe(false);
    vi.advanceTimersByTime(10_000);
    expect(form.posted).toBe(0);
    expect(press(form), 'the code answers from now on').toBe(false);
    vi.useRealTimers();
  });

  it('lets the browser post the form itself when no code took the press in time, and never hands it over after', () => {
    const { window, press } = page();
    const form = new FakeForm();
    press(form);
    vi.advanceTimersByTime(3999);
    expect(form.posted).toBe(0);
    vi.advanceTimersByTime(1);
    expect(form.posted).toBe(1);
    expect(takeEarlyPress(form as unknown as HTMLFormElement, window)).toBe(false);
    vi.useRealTimers();
  });

  it('leaves forms not marked for it, and pages without it, alone', () => {
    const { press } = page();
    const form = new FakeForm();
    form.attributes.delete(EARLY_SUBMIT_ATTRIBUTE);
    expect(press(form)).toBe(false);
    expect(takeEarlyPress(form as unknown as HTMLFormElement, {})).toBe(false);
    vi.useRealTimers();
  });
});
