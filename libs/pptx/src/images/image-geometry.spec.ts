import { containBox, containInsets, coverCrop, insetAttributes } from './image-geometry';

const centre = (box: { x: number; y: number; cx: number; cy: number }) => [
  box.x + box.cx / 2,
  box.y + box.cy / 2,
];

describe('contain', () => {
  it('fits a wide picture to the frame width, centred vertically', () => {
    expect(containBox({ x: 100, y: 200, cx: 1000, cy: 1000 }, 400, 200)).toEqual({
      x: 100,
      y: 450,
      cx: 1000,
      cy: 500,
    });
  });

  it('fits a tall picture to the frame height, centred horizontally', () => {
    expect(containBox({ x: 0, y: 0, cx: 1600, cy: 900 }, 100, 100)).toEqual({
      x: 350,
      y: 0,
      cx: 900,
      cy: 900,
    });
  });

  it('keeps the centre, about which a rotated frame turns, so the rotated picture stays inside it', () => {
    const frame = { x: 3556000, y: 2000250, cx: 5080000, cy: 2857500 };
    const fitted = containBox(frame, 3, 7);
    // Within an EMU: offsets are whole EMUs.
    centre(fitted).forEach((value, axis) =>
      expect(Math.abs(value - centre(frame)[axis])).toBeLessThanOrEqual(1),
    );
    expect(fitted.cx).toBeLessThanOrEqual(frame.cx);
    expect(fitted.cy).toBe(frame.cy);
    expect(fitted.cx / fitted.cy).toBeCloseTo(3 / 7, 4);
  });

  it('leaves the frame as it is when a size is unknown', () => {
    const frame = { x: 1, y: 2, cx: 0, cy: 10 };
    expect(containBox(frame, 10, 10)).toBe(frame);
  });

  it('letterboxes a fill with insets in thousandths of a percent', () => {
    expect(containInsets({ x: 0, y: 0, cx: 2000, cy: 1000 }, 100, 100)).toEqual({
      l: 25000,
      t: 0,
      r: 25000,
      b: 0,
    });
  });
});

describe('cover', () => {
  it('crops the sides of a wide picture equally', () => {
    expect(coverCrop({ x: 0, y: 0, cx: 1000, cy: 1000 }, 200, 100)).toEqual({
      l: 25000,
      t: 0,
      r: 25000,
      b: 0,
    });
  });

  it('crops the top and bottom of a tall picture equally', () => {
    expect(coverCrop({ x: 0, y: 0, cx: 1600, cy: 900 }, 100, 100)).toEqual({
      l: 0,
      t: 21875,
      r: 0,
      b: 21875,
    });
  });

  it('crops nothing when the shapes agree', () => {
    expect(insetAttributes(coverCrop({ x: 5, y: 5, cx: 400, cy: 300 }, 800, 600))).toBe('');
  });
});
