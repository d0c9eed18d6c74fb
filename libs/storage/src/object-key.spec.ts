import { InvalidObjectKeyError } from './errors';
import { assertValidObjectKey, assertValidPrefix, MAX_KEY_BYTES } from './object-key';

describe('object keys', () => {
  it.each(['a', 'templates/123/source.pptx', 'decks/Q3 Report – Zoë.pptx', '.hidden/x', 'a..b/c'])(
    'accepts %p',
    (key) => {
      expect(() => assertValidObjectKey(key)).not.toThrow();
    },
  );

  it.each([
    ['', 'empty'],
    ['/etc/passwd', 'empty path segment'],
    ['a//b', 'empty path segment'],
    ['a/', 'empty path segment'],
    ['../x', '. or ..'],
    ['a/./b', '. or ..'],
    ['a\\..\\b', 'control character or \\'],
    ['line\nbreak', 'control character or \\'],
    ['x'.repeat(MAX_KEY_BYTES + 1), `over ${MAX_KEY_BYTES} bytes`],
  ])('rejects %p (%s)', (key, reason) => {
    expect(() => assertValidObjectKey(key)).toThrow(InvalidObjectKeyError);
    expect(() => assertValidObjectKey(key)).toThrow(reason);
  });

  it('allows prefixes to be empty or end with a slash, and nothing else', () => {
    expect(() => assertValidPrefix('')).not.toThrow();
    expect(() => assertValidPrefix('batch/1/')).not.toThrow();
    expect(() => assertValidPrefix('batch/1')).not.toThrow();
    expect(() => assertValidPrefix('../')).toThrow(InvalidObjectKeyError);
    expect(() => assertValidPrefix('a//')).toThrow(InvalidObjectKeyError);
  });
});
