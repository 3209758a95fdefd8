// The accessibility check of the browser tests: axe-core run in the page as it is at that moment.
// Its source is put into the page once and `axe.run` called there. @axe-core/playwright put it in
// three times a check and opened a blank page for the last step of each, which made a check cost
// 2.5–3.5 s instead of 0.6–1 s, and the spec that checks every page type in four languages twice as
// long.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type axe from 'axe-core';

/** The success criteria the site is held to: WCAG 2.2, levels A and AA. */
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type Scope = {
  /** Only the elements matching these selectors, with what they hold; else the whole page. */
  include?: string[];
  /** Only these rules; else every rule of WCAG_AA. */
  rules?: string[];
};

/** What axe-core finds wrong with the page, or with the part of it `include` names. */
async function axeViolations(page: Page, { include, rules }: Scope = {}): Promise<axe.Result[]> {
  const options: axe.RunOptions = {
    runOnly: rules ? { type: 'rule', values: rules } : { type: 'tag', values: WCAG_AA },
    resultTypes: ['violations'],
    // The only frames the site draws are embeds of other sites (a video, Street View), which the
    // browser tests cannot load: their titles are checked on the page, as `frame-title`.
    iframes: false,
  };
  // The page at rest: a colour change under way (the header darkens once the page has scrolled)
  // would be measured halfway, its text against neither background.
  // Transitions only: an animation may run forever.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(
    ([selectors, runOptions]) =>
      (window as unknown as { axe: typeof axe }).axe.run(selectors ? { include: selectors } : document, runOptions),
    [include ?? null, options] as const,
  );
  return results.violations;
}

/** The page (or its part `scope` names) has no accessibility violation; each one found is named with the elements it concerns. */
export async function expectNoAxeViolations(page: Page, scope?: Scope): Promise<void> {
  const violations = await axeViolations(page, scope);
  expect(
    violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`),
  ).toEqual([]);
}
