import { createHash, hkdfSync } from 'node:crypto';
import { freshRandom, keyFingerprint, objectKeyFor } from './object-cipher-format';

describe('fresh random bytes for salts and nonce prefixes', () => {
  it('never hands out the same bytes twice, across many blocks', () => {
    const salts = Array.from({ length: 2000 }, () => freshRandom(16));
    expect(new Set(salts.map((salt) => salt.toString('hex'))).size).toBe(salts.length);
    expect(salts.every((salt) => salt.length === 16)).toBe(true);
  });

  it('leaves bytes already handed out as they were once their block is spent', () => {
    const first = freshRandom(8);
    const kept = Buffer.from(first);
    // Several blocks' worth: a block refilled in place would change `first` under its header.
    for (let i = 0; i < 3000; i += 1) freshRandom(24);
    expect(first.equals(kept)).toBe(true);
  });
});

describe('what an object takes from its storage key', () => {
  const key = Buffer.alloc(32, 5);

  it('names the key by the digest of its bytes, the same on every call', () => {
    const expected = createHash('sha256')
      .update('deckmill storage key fingerprint')
      .update(key)
      .digest()
      .subarray(0, 8);
    expect(keyFingerprint(key).equals(expected)).toBe(true);
    expect(keyFingerprint(Buffer.from(key)).equals(expected)).toBe(true);
    expect(keyFingerprint(Buffer.alloc(32, 6)).equals(expected)).toBe(false);
  });

  it('derives each object key from the storage key and the salt, as files already written were', () => {
    const salt = Buffer.alloc(16, 1);
    const asWritten = Buffer.from(hkdfSync('sha256', key, salt, 'deckmill object v1', 32));
    expect(objectKeyFor(key, salt).export().equals(asWritten)).toBe(true);
    expect(objectKeyFor(key, salt).equals(objectKeyFor(Buffer.from(key), salt))).toBe(true);
    expect(objectKeyFor(key, salt).equals(objectKeyFor(key, Buffer.alloc(16, 2)))).toBe(false);
    expect(objectKeyFor(key, salt).equals(objectKeyFor(Buffer.alloc(32, 6), salt))).toBe(false);
  });
});
