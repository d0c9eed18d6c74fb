import type { Locator, Page } from 'playwright-core';

/** WCAG relative luminance of an `rgb(...)`/`rgba(...)` colour. */
function luminance(colour: string): number {
  const [r = 0, g = 0, b = 0] = (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The colour of the focused element's ring (the first colour in its box-shadow). */
export async function focusRingColour(locator: Locator): Promise<string> {
  return locator.evaluate((element) => {
    const shadow = getComputedStyle(element).boxShadow;
    return /rgba?\([^)]*\)/.exec(shadow)?.[0] ?? 'none';
  });
}

/** The first non-transparent background behind a point of the viewport. */
export async function backgroundAt(page: Page, x: number, y: number): Promise<string> {
  return page.evaluate(
    ([px, py]) => {
      for (const element of document.elementsFromPoint(px, py)) {
        const colour = getComputedStyle(element).backgroundColor;
        const transparent = colour === 'transparent' || /rgba\([^)]*,\s*0\)$/.test(colour);
        if (!transparent) return colour;
        const image = getComputedStyle(element).backgroundImage;
        if (image.startsWith('linear-gradient')) return /rgba?\([^)]*\)/.exec(image)?.[0] ?? image;
      }
      return 'none';
    },
    [x, y] as const,
  );
}
