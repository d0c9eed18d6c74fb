import { describe, expect, it } from 'vitest';
import { isPptx, megabytes, nameFromFile } from './formatting';

describe('template formatting', () => {
  it('shows sizes in MB with two decimals', () => {
    expect(megabytes(0)).toBe('0.00 MB');
    expect(megabytes(2_621_440)).toBe('2.50 MB');
    expect(megabytes(104_857_600)).toBe('100.00 MB');
  });

  it('names a template after its file without .pptx', () => {
    expect(nameFromFile('Q3 Review.PPTX')).toBe('Q3 Review');
    expect(nameFromFile('deck.pptx.pptx')).toBe('deck.pptx');
  });

  it('accepts .pptx files only', () => {
    expect(isPptx(new File([], 'a.pptx'))).toBe(true);
    expect(isPptx(new File([], 'A.PPTX'))).toBe(true);
    expect(isPptx(new File([], 'a.ppt'))).toBe(false);
    expect(isPptx(new File([], 'a.pptx.exe'))).toBe(false);
  });
});
