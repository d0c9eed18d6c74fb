import type { Locator } from 'playwright-core';

/**
 * The natural width of an image once the browser has loaded and decoded it. An `<img>` is in the DOM (and
 * `waitFor` returns) before its bytes arrive, so reading `complete` right away races the download.
 * `decode()` rejects when the image cannot be loaded, which fails the test with the browser's reason.
 */
export async function decodedWidth(image: Locator): Promise<number> {
  // Lazy images load only near the viewport; bring this one into view first.
  await image.scrollIntoViewIfNeeded();
  return image.evaluate(async (element: HTMLImageElement) => {
    await element.decode();
    return element.naturalWidth;
  });
}
