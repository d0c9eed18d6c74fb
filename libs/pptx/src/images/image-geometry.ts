/** A frame in EMUs: offset and extent as in `<a:off>`/`<a:ext>`. */
export interface Box {
  readonly x: number;
  readonly y: number;
  readonly cx: number;
  readonly cy: number;
}

/** Edges in thousandths of a percent (`<a:srcRect>`, `<a:fillRect>`): 100000 is the whole side. */
export interface Insets {
  readonly l: number;
  readonly t: number;
  readonly r: number;
  readonly b: number;
}

const WHOLE = 100000;
const NONE: Insets = { l: 0, t: 0, r: 0, b: 0 };

const measurable = (frame: Box, width: number, height: number) =>
  frame.cx > 0 && frame.cy > 0 && width > 0 && height > 0;

/**
 * The largest box of the picture's aspect ratio inside the frame, centred. A rotated frame turns about its
 * centre, and the box keeps that centre, so the same rotation applied to it stays inside the frame.
 */
export function containBox(frame: Box, width: number, height: number): Box {
  if (!measurable(frame, width, height)) return frame;
  const scale = Math.min(frame.cx / width, frame.cy / height);
  const cx = Math.min(frame.cx, Math.round(width * scale));
  const cy = Math.min(frame.cy, Math.round(height * scale));
  return {
    x: frame.x + Math.round((frame.cx - cx) / 2),
    y: frame.y + Math.round((frame.cy - cy) / 2),
    cx,
    cy,
  };
}

/** The crop (`<a:srcRect>`) that makes the picture fill the frame: equal cuts off the overlong sides. */
export function coverCrop(frame: Box, width: number, height: number): Insets {
  if (!measurable(frame, width, height)) return NONE;
  const frameRatio = frame.cx / frame.cy;
  const imageRatio = width / height;
  if (imageRatio > frameRatio) {
    const cut = Math.round(((1 - frameRatio / imageRatio) / 2) * WHOLE);
    return { l: cut, t: 0, r: cut, b: 0 };
  }
  const cut = Math.round(((1 - imageRatio / frameRatio) / 2) * WHOLE);
  return { l: 0, t: cut, r: 0, b: cut };
}

/** Where a fill (a table cell's) draws the picture so it fits inside, centred: `<a:fillRect>` insets. */
export function containInsets(frame: Box, width: number, height: number): Insets {
  if (!measurable(frame, width, height)) return NONE;
  const box = containBox({ x: 0, y: 0, cx: frame.cx, cy: frame.cy }, width, height);
  const across = Math.round((box.x / frame.cx) * WHOLE);
  const down = Math.round((box.y / frame.cy) * WHOLE);
  return { l: across, t: down, r: across, b: down };
}

/** ` l="…" t="…"` for the non-zero edges. */
export function insetAttributes(insets: Insets): string {
  return (['l', 't', 'r', 'b'] as const)
    .filter((edge) => insets[edge] !== 0)
    .map((edge) => ` ${edge}="${insets[edge]}"`)
    .join('');
}
