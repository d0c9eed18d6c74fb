import { solidPng } from '@deckmill/testing';
import { pngSize } from './png-size';

describe('pngSize', () => {
  it('reads the width and height a PNG declares', () => {
    expect(pngSize(solidPng(37, 21, [0, 0, 0]))).toEqual({ width: 37, height: 21 });
  });

  it('refuses bytes that are not a PNG', () => {
    expect(() => pngSize(Buffer.from('GIF89a, not a png at all, long enough'))).toThrow(/not a PNG/);
  });
});
