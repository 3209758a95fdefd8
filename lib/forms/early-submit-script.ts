// A form pressed "send" on before its script runs (docs/forms.md, an early press). Pages paint
// before their scripts load (docs/caching.md, scripts after the first paint); until then a press
// would be the browser's own post. The inline script at the top of every page keeps such a press
// instead: the form says it is sending, and its code, once it runs, takes the press and sends it
// (takeEarlyPress). If no code has taken it within EARLY_SUBMIT_WAIT_MS, the script lets the
// browser post the form itself, which works without script too. A press is sent one way only.

/** Marks a form whose early press the script keeps. */
export const EARLY_SUBMIT_ATTRIBUTE = 'data-early-submit';

/** Where the script offers the presses it keeps to the forms' code. */
export const EARLY_SUBMITS = '__vitrineEarlySubmits';

/** How long a kept press waits for the form's code before the browser posts the form itself. */
export const EARLY_SUBMIT_WAIT_MS = 4000;

/**
 * The inline script (run with the request's CSP nonce). A form whose code has asked for its press
 * is "live": its submits are its code's from then on. `aria-busy` shows the form as sending
 * (components/forms/form-parts.tsx, the send button). `HTMLFormElement.prototype.submit` posts
 * without a new submit event, so the script never catches its own post, and a field named
 * "submit" cannot hide it.
 */
export function earlySubmitScript(waitMs: number = EARLY_SUBMIT_WAIT_MS): string {
  const json = (value: unknown) => JSON.stringify(value);
  // Minified by hand: it is in every page's HTML. k: the kept presses' timers; l: the live forms.
  return (
    `(function(w,d){var k=new Map(),l=new WeakSet();` +
    `w[${json(EARLY_SUBMITS)}]={take:function(f){l.add(f);var t=k.get(f);if(t===undefined)return false;clearTimeout(t);k.delete(f);return true}};` +
    `d.addEventListener('submit',function(e){var f=e.target;` +
    `if(!(f instanceof HTMLFormElement)||!f.hasAttribute(${json(EARLY_SUBMIT_ATTRIBUTE)})||l.has(f))return;` +
    `e.preventDefault();if(k.has(f))return;f.setAttribute('aria-busy','true');` +
    `k.set(f,setTimeout(function(){k.delete(f);l.add(f);HTMLFormElement.prototype.submit.call(f)},${waitMs}))},true)})(window,document);`
  );
}

type EarlySubmits = { take?: (form: HTMLFormElement) => boolean };

/**
 * Called by a form's code once it runs: from now on its presses are the code's. Whether the
 * script kept a press for it meanwhile, which the code must then send.
 */
export function takeEarlyPress(form: HTMLFormElement, target: object = window): boolean {
  const early = (target as Record<string, EarlySubmits | undefined>)[EARLY_SUBMITS];
  return typeof early?.take === 'function' ? early.take(form) : false;
}
