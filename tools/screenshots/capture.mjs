// Waiting for a page to be still, and taking its screenshot at a width and in a colour scheme.
import path from 'node:path';

export const HEIGHT = 800;
/** The DOM must stay unchanged this long before a screenshot: data arrived, skeletons replaced. */
const QUIET_MS = 400;
/** A page still changing after this long (a clock, a poll) is taken as it is. */
const QUIET_CAP_MS = 8_000;

/** Runs in the page: fonts loaded, pictures decoded, the DOM quiet, and every finite animation ended. */
function stillInBrowser({ quietMs, capMs }) {
  const quiet = new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      resolve();
    };
    let timer = setTimeout(done, quietMs);
    const observer = new MutationObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(done, quietMs);
    });
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    setTimeout(done, capMs);
  });
  // A picture still loading ends with load or error; one that never ends is given up with the quiet cap.
  const pictures = [...document.images]
    .filter((image) => !image.complete)
    .map((image) =>
      Promise.race([
        new Promise((resolve) => {
          image.addEventListener('load', resolve, { once: true });
          image.addEventListener('error', resolve, { once: true });
        }),
        new Promise((resolve) => setTimeout(resolve, capMs)),
      ]),
    );
  // `document.fonts.ready` alone can resolve before the text's font has even started loading (font-display:
  // swap then draws the fallback, and the later swap changes no DOM): load the body's font first.
  const fonts = document.fonts
    .load(getComputedStyle(document.body).font)
    .catch(() => undefined)
    .then(() => document.fonts.ready);
  return Promise.all([fonts, quiet, ...pictures]).then(() => {
    // A spinner's endless animation is left to the screenshot's `animations: 'disabled'`.
    const ending = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    const ended = Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
    // A paused animation never finishes: the screenshot's `animations: 'disabled'` ends it instead.
    return Promise.race([ended, new Promise((resolve) => setTimeout(resolve, capMs))]);
  });
}

/**
 * Runs in the page: is the text drawn in the page's own font (the first of its font-family list) rather than a
 * fallback? Measured on a probe, since `document.fonts` may call a font loaded that the text is not yet drawn in.
 */
function drawsOwnFontInBrowser() {
  const width = (family) => {
    const probe = document.createElement('span');
    probe.textContent = 'Hamburgefontsiv 0123456789';
    probe.style.cssText = `position:absolute;visibility:hidden;white-space:nowrap;font-size:40px;font-family:${family}`;
    document.body.append(probe);
    const measured = probe.getBoundingClientRect().width;
    probe.remove();
    return measured;
  };
  const families = getComputedStyle(document.body).fontFamily;
  const fallbacks = families.split(',').slice(1).join(',') || 'sans-serif';
  return width(families) !== width(fallbacks);
}

/**
 * Loads `url` until its text is drawn in the product's font: a first visit may draw the fallback until Inter
 * (`font-display: swap`) arrives; a reload finds it in the cache, as a returning visitor does. A page set in the
 * system's fonts (`ownFont: false`: the viewer, which loads no font file) is taken once settled.
 */
export async function openSettled(page, url, { ownFont = true } = {}) {
  await page.goto(url);
  await settle(page);
  for (let reloads = 0; ownFont && !(await page.evaluate(drawsOwnFontInBrowser)); reloads++) {
    if (reloads === 3) throw new Error(`${url} is still drawn in a fallback font after ${reloads} reloads`);
    await page.reload();
    await settle(page);
  }
}

/** Waits until the page shows its heading, no page skeleton, and nothing moves any more. */
export async function settle(page) {
  await page.locator('h1').first().waitFor({ timeout: 30_000 });
  await page.waitForFunction(() => !document.querySelector('[data-testid="page-skeleton"]'), undefined, {
    timeout: 30_000,
  });
  await page.evaluate(stillInBrowser, { quietMs: QUIET_MS, capMs: QUIET_CAP_MS });
}

/**
 * The page redrawn at another width and scheme: every breakpoint and the dark theme are media queries
 * (docs/frontend.md), so a resize shows what a page opened at that size shows. The scheme's colour
 * transitions run out before the picture is taken.
 */
export async function showAs(page, { width, theme }) {
  await page.setViewportSize({ width, height: HEIGHT });
  await page.emulateMedia({ colorScheme: theme });
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
  await page.evaluate(stillInBrowser, { quietMs: 150, capMs: 2_000 });
}

/** `<screen>-<width>-<theme>.png` in `dir`: the viewport only, so each file stays small. */
export async function screenshot(page, dir, screen, { width, theme }) {
  const file = path.join(dir, `${screen}-${width}-${theme}.png`);
  await page.screenshot({ path: file, animations: 'disabled', caret: 'hide', scale: 'css' });
  return file;
}
