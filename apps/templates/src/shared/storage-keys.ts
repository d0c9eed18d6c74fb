const SOURCE_KEY =
  /^(templates\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/)source\.pptx$/;

/** `templates/<uuid>/` for a key the gateway wrote with templateSourceKey(); null for any other key. */
export function prefixOfSourceKey(key: string): string | null {
  return SOURCE_KEY.exec(key)?.[1] ?? null;
}

export function sourceKey(prefix: string): string {
  return `${prefix}source.pptx`;
}

export function previewKey(prefix: string, slide: number): string {
  return `${prefix}previews/slide-${slide}.png`;
}

export function previewPrefix(prefix: string): string {
  return `${prefix}previews/`;
}

/** One rendered row preview, beside the template's file (deleted with it). */
export function rowPreviewPrefix(prefix: string, hash: string): string {
  return `${prefix}row-previews/${hash}/`;
}

export function rowPreviewSlideKey(prefix: string, hash: string, slide: number): string {
  return `${rowPreviewPrefix(prefix, hash)}slide-${slide}.png`;
}

/** Written after every slide, so its presence says the preview is complete. */
export function rowPreviewManifestKey(prefix: string, hash: string): string {
  return `${rowPreviewPrefix(prefix, hash)}slides.json`;
}
