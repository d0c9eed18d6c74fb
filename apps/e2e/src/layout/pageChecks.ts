import fs from 'node:fs';
import path from 'node:path';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';

const AXE_SCRIPT = require.resolve('axe-core/axe.min.js');
/** Screenshots of every route land here (gitignored; an artifact of the run, reviewed by people). */
export const SCREENSHOT_DIR = path.resolve(__dirname, '../../../../test-results/screenshots');

export type Scheme = 'light' | 'dark';

/** How far the page scrolls sideways (0 when it fits the viewport). */
export async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** The widest elements that stick out of the viewport, to say what broke the layout. */
export async function overflowingElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    return [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > width + 1)
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
  });
}

/**
 * The rules whose outcome depends on colours. A dark page has the light page's markup and differs only in its
 * custom properties (docs/frontend.md), so the other rules would repeat the light run's findings.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * The rules whose outcome depends on where things are drawn, for a width whose markup the other widths' full
 * runs have checked: the colours (text over whatever lies behind it there) and regions that scroll there.
 */
export const LAYOUT_RULES = [...COLOUR_RULES, 'scrollable-region-focusable'];

/** Every axe-core violation on the page (any impact), as "rule: targets"; `rules` narrows the run. */
export async function axeViolations(page: Page, rules?: readonly string[]): Promise<string[]> {
  // Once a document: the crawl runs axe at several sizes of one loaded page.
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_SCRIPT });
  const results = await page.evaluate(
    (only) =>
      (
        window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResults> } }
      ).axe.run(document, {
        // Only violations are read: collecting the passing and inapplicable nodes took time for nothing.
        resultTypes: ['violations'],
        ...(only ? { runOnly: { type: 'rule', values: only } } : {}),
      }),
    rules ? [...rules] : null,
  );
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes
        .slice(0, 4)
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
}

/**
 * Full-page screenshots are written only when E2E_SCREENSHOTS=1: they are for people to look at, and a CI run
 * in a clone that is thrown away spent a good part of the crawl writing some 240 that nobody saw.
 */
export const SCREENSHOTS = process.env['E2E_SCREENSHOTS'] === '1';

export async function screenshot(page: Page, app: string, route: string, width: number, scheme: Scheme) {
  if (!SCREENSHOTS) return;
  const name = `${route.replace(/^\//, '').replace(/[^a-z0-9]+/gi, '_') || 'home'}-${width}-${scheme}.png`;
  const dir = path.join(SCREENSHOT_DIR, app);
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, name), fullPage: true });
}

/**
 * Every load's cumulative layout shift, written to test-results/layout-shift/<app>.json (a small file, in CI
 * too): the figures to compare when a page's loading changes.
 */
export function writeLayoutShifts(app: string, measured: readonly object[]): void {
  const dir = path.join(SCREENSHOT_DIR, '../layout-shift');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, `${app}.json`), `${JSON.stringify(measured, null, 2)}\n`);
}

/** Waits until the page has drawn its heading and no skeleton or spinner is left. */
export async function settle(page: Page): Promise<void> {
  await page.locator('h1').first().waitFor({ timeout: 20_000 });
  await page.waitForFunction(() => !document.querySelector('[data-testid="page-skeleton"]'), undefined, {
    timeout: 20_000,
  });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}
