import { copyName, templateName } from './default-name';

describe('templateName', () => {
  it('keeps a typed name, trimmed', () => {
    expect(templateName('  Sales Pitch Deck ', 'deck.pptx')).toBe('Sales Pitch Deck');
  });

  it('falls back to the file name without .pptx', () => {
    expect(templateName('', 'Quarterly Review.PPTX')).toBe('Quarterly Review');
    expect(templateName('   ', 'C:\\Users\\me\\pitch.pptx')).toBe('pitch');
  });

  it('never answers an empty name', () => {
    expect(templateName('', '.pptx')).toBe('Untitled template');
  });
});

describe('copyName', () => {
  it('prefixes Copy of and stays within 255 characters', () => {
    expect(copyName('Pitch')).toBe('Copy of Pitch');
    expect(copyName('x'.repeat(255))).toHaveLength(255);
  });
});
