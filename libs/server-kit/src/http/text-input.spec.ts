import { controlCharacterErrors, hasForbiddenCharacter, pathsWithForbiddenCharacters } from './text-input';

describe('text input rules', () => {
  it.each(['\u0000', '\u0008', '\u000b', '\u001b', '\u007f', '\ud800', 'a\udc00b', '\ud83d'])(
    'refuses %j in any text',
    (bad) => {
      expect(hasForbiddenCharacter(`ok${bad}ok`, 'text')).toBe(true);
      expect(hasForbiddenCharacter(`ok${bad}ok`, 'line')).toBe(true);
    },
  );

  it('allows tabs and line breaks in text but not in one-line values', () => {
    expect(hasForbiddenCharacter('a\tb\r\nc', 'text')).toBe(false);
    expect(hasForbiddenCharacter('a\nb', 'line')).toBe(true);
  });

  it('allows every printable character, emoji (paired surrogates) included', () => {
    expect(hasForbiddenCharacter('Zoë 👩‍💻 «deck» ∑ 中文', 'line')).toBe(false);
  });

  it('names every offending path, however deep, without recursion', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(pathsWithForbiddenCharacters(deep, 'text')[0]).toHaveLength(100_000);
    expect(pathsWithForbiddenCharacters({ user: { name: 'ok', tags: ['a', 'b\u0000'] } }, 'text')).toEqual([
      ['user', 'tags', '1'],
    ]);
  });

  it('keys the 422 like the other validation errors, with the prefix', () => {
    const body = controlCharacterErrors([['email']], 'user');
    expect(Object.keys(body.errors)).toEqual(['user.email']);
    expect(body.error).toMatch(/^Email contains a control character/);
  });
});
