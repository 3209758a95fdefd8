/**
 * A value the site keeps in the visitor's browser (localStorage, sessionStorage), parsed: null
 * when there is none or it is not JSON (hand-edited, truncated). Its shape is the caller's to check.
 */
export function storedJson(raw: string | null): unknown {
  if (!raw) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}
