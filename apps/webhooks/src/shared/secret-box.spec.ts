import { SecretBox } from './secret-box';

describe('SecretBox', () => {
  const box = new SecretBox({ secretKey: 'a-key-of-at-least-thirty-two-characters!' });

  it('opens what it sealed, and never stores the secret in clear', () => {
    const sealed = box.seal('whsec_abc123');
    expect(sealed).toMatch(/^v1:[\w-]+:[\w-]+:[\w-]+$/);
    expect(sealed).not.toContain('whsec_abc123');
    expect(box.open(sealed)).toBe('whsec_abc123');
  });

  it('seals the same secret differently each time (a fresh IV)', () => {
    expect(box.seal('whsec_same')).not.toBe(box.seal('whsec_same'));
  });

  it('refuses a value sealed under another key or altered', () => {
    const other = new SecretBox({ secretKey: 'another-key-of-at-least-thirty-two-chars' });
    const sealed = box.seal('whsec_abc123');
    expect(() => other.open(sealed)).toThrow();
    const [version, iv, tag, ciphertext] = sealed.split(':');
    const flipped = `${ciphertext?.[0] === 'A' ? 'B' : 'A'}${ciphertext?.slice(1) ?? ''}`;
    expect(() => box.open([version, iv, tag, flipped].join(':'))).toThrow();
    expect(() => box.open('plain')).toThrow('Unknown sealed secret format');
  });
});
