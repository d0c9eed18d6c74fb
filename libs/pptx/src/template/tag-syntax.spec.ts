import { findTags, placeholderKey } from './tag-syntax';

describe('findTags', () => {
  it('finds tags with their positions, trimmed names and keys', () => {
    expect(findTags('Hi {{ First Name }}, {{x}}')).toMatchObject([
      { start: 3, end: 19, name: 'First Name', key: 'first name' },
      { start: 21, end: 26, name: 'x', key: 'x' },
    ]);
  });

  it('ignores empty, over-long and brace-containing names', () => {
    expect(findTags(`{{}} {{   }} {{${'n'.repeat(101)}}} {{a{b}}`)).toEqual([]);
  });

  it('keys are trimmed and lower-cased', () => {
    expect(placeholderKey('  ÉMAIL ')).toBe('émail');
  });
});
