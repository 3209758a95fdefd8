export const HEADER_SCROLL_THRESHOLD = 30;
export const BACK_TO_TOP_THRESHOLD = 10;
export const SCROLL_DEBOUNCE_MS = 100;
export const SCROLL_TO_TOP_MS = 500;

export function isHeaderCondensed(scrollY: number): boolean {
  return scrollY > HEADER_SCROLL_THRESHOLD;
}

// "Hidden when scroll is below 10 px", so exactly 10 px already shows it (docs/domain-rules.md).
export function isBackToTopVisible(scrollY: number): boolean {
  return scrollY >= BACK_TO_TOP_THRESHOLD;
}
