import { unwrittenAfter } from './atomic-write';

describe('unwrittenAfter', () => {
  const buffers = [Buffer.from('abc'), Buffer.from('defg'), Buffer.from('hi')];
  const joined = (rest: readonly Buffer[]) => Buffer.concat(rest).toString();

  it('leaves what a short write did not take: whole buffers after it, the rest of one it cut', () => {
    expect(joined(unwrittenAfter(buffers, 3))).toBe('defghi');
    expect(joined(unwrittenAfter(buffers, 5))).toBe('fghi');
    expect(unwrittenAfter(buffers, 5)[0]?.toString()).toBe('fg');
    expect(unwrittenAfter(buffers, 9)).toEqual([]);
  });

  it('refuses a write that took nothing, which would loop for ever', () => {
    expect(() => unwrittenAfter(buffers, 0)).toThrow('took none of the bytes');
  });
});
