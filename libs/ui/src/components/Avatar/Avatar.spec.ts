import { describe, expect, it } from 'vitest';
import { avatarInitial } from './Avatar';

describe('avatarInitial', () => {
  it('uses the first letter of the name, uppercased', () => {
    expect(avatarInitial('ada Lovelace')).toBe('A');
  });

  it('falls back to the email when the name is blank', () => {
    expect(avatarInitial('  ', 'zoe@example.com')).toBe('Z');
    expect(avatarInitial(null, '')).toBe('?');
  });
});
