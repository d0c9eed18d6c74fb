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
