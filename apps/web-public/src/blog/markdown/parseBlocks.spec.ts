import { describe, expect, it } from 'vitest';
import { parseBlocks } from './parseBlocks';

describe('parseBlocks', () => {
  it('splits headings, paragraphs, lists, quotes and code', () => {
    const markdown = [
      '## Title',
      '',
      'First line',
      'continues here.',
      '',
      '- one',
      '- two',
      '',
      '1. first',
      '2. second',
      '',
      '> quoted',
      '',
      '```',
      'name,email',
      '```',
    ].join('\n');
    expect(parseBlocks(markdown)).toEqual([
      { kind: 'heading', level: 2, text: 'Title' },
      { kind: 'paragraph', text: 'First line continues here.' },
      { kind: 'list', ordered: false, items: ['one', 'two'] },
      { kind: 'list', ordered: true, items: ['first', 'second'] },
      { kind: 'quote', text: 'quoted' },
      { kind: 'code', text: 'name,email' },
    ]);
  });

  it('never produces a heading above h2, since the article title is the h1', () => {
    expect(parseBlocks('# Top')).toEqual([{ kind: 'heading', level: 2, text: 'Top' }]);
    expect(parseBlocks('###### Deep')).toEqual([{ kind: 'heading', level: 4, text: 'Deep' }]);
  });
});
