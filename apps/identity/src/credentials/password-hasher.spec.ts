import argon2 from 'argon2';
import { PasswordHasher } from './password-hasher';

describe('PasswordHasher', () => {
  const hasher = new PasswordHasher();

  it('hashes with argon2id at 19 MiB and 2 iterations', async () => {
    const hash = await hasher.hash('correct horse battery');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(await hasher.verify(hash, 'correct horse battery')).toBe(true);
    expect(await hasher.verify(hash, 'correct horse batterY')).toBe(false);
  });

  it('never truncates: passwords differing only in the last of 100 characters do not match', async () => {
    const password = 'p'.repeat(99) + 'a';
    const hash = await hasher.hash(password);
    expect(await hasher.verify(hash, 'p'.repeat(99) + 'b')).toBe(false);
  });

  it('asks for a rehash of hashes made with weaker parameters', async () => {
    const weak = await argon2.hash('some password', { type: argon2.argon2id, memoryCost: 8192, timeCost: 1 });
    expect(hasher.needsRehash(weak)).toBe(true);
    expect(hasher.needsRehash(await hasher.hash('some password'))).toBe(false);
  });

  it('answers false for a malformed hash instead of throwing', async () => {
    expect(await hasher.verify('not-a-hash', 'whatever')).toBe(false);
  });
});
