import { FRAME_SIZE } from './object-cipher-format';
import { MAX_SPARE_BUFFERS, MAX_SPARE_BYTES } from './small-object-thread-messages';
import { SpareBuffers } from './spare-buffers';

describe('SpareBuffers', () => {
  it('gives the smallest spare an object fits in, and makes one in whole frames when none fits', () => {
    const spares = new SpareBuffers();
    const small = new ArrayBuffer(FRAME_SIZE);
    const large = new ArrayBuffer(3 * FRAME_SIZE);
    spares.keep(large);
    spares.keep(small);
    expect(spares.take(100)).toBe(small);
    expect(spares.take(100)).toBe(large);
    const made = spares.take(FRAME_SIZE + 1);
    expect(made.byteLength).toBe(2 * FRAME_SIZE);
    expect(spares.made).toBe(1);
    expect(spares.take(0).byteLength).toBe(0);
    expect(spares.made).toBe(1);
  });

  it('drops the smallest past the count and the largest past the bytes', () => {
    const bySize = new SpareBuffers();
    const buffers = Array.from(
      { length: MAX_SPARE_BUFFERS + 1 },
      (_, index) => new ArrayBuffer(1000 + index),
    );
    for (const buffer of buffers) bySize.keep(buffer);
    // The 1,000-byte one went: a take of 1,000 bytes gets the next smallest.
    expect(bySize.take(1000)).toBe(buffers[1]);

    const byBytes = new SpareBuffers();
    const huge = new ArrayBuffer(MAX_SPARE_BYTES);
    const small = new ArrayBuffer(1000);
    byBytes.keep(small);
    byBytes.keep(huge);
    expect(byBytes.take(1000)).toBe(small);
    expect(byBytes.take(1000)).not.toBe(huge);
  });

  it('keeps nothing once cleared', () => {
    const spares = new SpareBuffers();
    spares.keep(new ArrayBuffer(FRAME_SIZE));
    spares.clear();
    spares.take(10);
    expect(spares.made).toBe(1);
  });
});
