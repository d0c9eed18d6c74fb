import { FieldCipher, FieldDecryptionError } from './field-cipher';

const K1 = `k1:${Buffer.alloc(32, 1).toString('base64')}`;
const K2 = `k2:${Buffer.alloc(32, 2).toString('base64')}`;

describe('FieldCipher', () => {
  it('seals text under the first key, with no trace of the plaintext, and opens it again', () => {
    const cipher = new FieldCipher(K1);

    const sealed = cipher.seal('jane.doe@example.com', 'rows:b1:1');

    expect(sealed).toMatch(/^dm1:k1:[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain('jane');
    expect(cipher.seal('jane.doe@example.com', 'rows:b1:1')).not.toBe(sealed);
    expect(cipher.open(sealed, 'rows:b1:1')).toBe('jane.doe@example.com');
  });

  it('gives every value a whole IV of its own, across the refills of the pool they are drawn from', () => {
    const cipher = new FieldCipher(K1);
    const ivs = new Set<string>();
    const header = Buffer.byteLength('dm1:k1:');
    // 341 IVs fit a pool: 2,000 values cross five refills. Each value opens again, and is as long as a 12-byte
    // IV makes it: an IV cut short at a pool's end would still seal and open.
    for (let value = 0; value < 2_000; value++) {
      if (value % 2) {
        const sealed = cipher.seal('same', 'rows:b1:1');
        const body = Buffer.from(sealed.split(':')[2] ?? '', 'base64url');
        expect(cipher.open(sealed, 'rows:b1:1')).toBe('same');
        expect(body.length).toBe(12 + 4 + 16);
        ivs.add(body.subarray(0, 12).toString('hex'));
      } else {
        const sealed = cipher.sealBytes(Buffer.from('same'), 'f');
        expect(cipher.openBytes(sealed, 'f').toString()).toBe('same');
        expect(sealed.length).toBe(header + 12 + 4 + 16);
        ivs.add(sealed.subarray(header, header + 12).toString('hex'));
      }
    }

    expect(ivs.size).toBe(2_000);
  });

  it('round-trips JSON and passes values stored before encryption through', () => {
    const cipher = new FieldCipher(K1);
    const record = { name: 'Jane', rows: [{ amount: 3 }] };

    expect(cipher.openJson(cipher.sealJson(record, 'c'), 'c')).toEqual(record);
    expect(cipher.openJson(record, 'c')).toBe(record);
    expect(cipher.openText('plain legacy text', 'c')).toBe('plain legacy text');
  });

  it('reads values of an older key after rotation, and names a key that is gone', () => {
    const old = new FieldCipher(K1).seal('old', 'c');
    const rotated = new FieldCipher(`${K2},${K1}`);

    expect(rotated.open(old, 'c')).toBe('old');
    expect(rotated.seal('new', 'c')).toMatch(/^dm1:k2:/);
    expect(() => new FieldCipher(K2).open(old, 'c')).toThrow(
      /key "k1", which ROW_ENCRYPTION_KEYS no longer lists/,
    );
  });

  it('refuses a modified value or one moved to another row', () => {
    const cipher = new FieldCipher(K1);
    const sealed = cipher.seal('secret', 'rows:b1:1');
    const last = sealed.at(-2) === 'A' ? 'B' : 'A';
    const modified = `${sealed.slice(0, -2)}${last}${sealed.slice(-1)}`;

    expect(() => cipher.open(modified, 'rows:b1:1')).toThrow(FieldDecryptionError);
    expect(() => cipher.open(sealed, 'rows:b1:2')).toThrow(/failed its integrity check/);
  });

  it('seals bytes under the current key, reads them after rotation, and refuses them elsewhere', () => {
    const plain = Buffer.from('{"headers":["Email"],"rows":[["jane@example.com"]]}');
    const sealed = new FieldCipher(K1).sealBytes(plain, 'dataset:d1');

    expect(sealed.subarray(0, 7).toString()).toBe('dm1:k1:');
    expect(sealed.includes(Buffer.from('jane'))).toBe(false);
    expect(new FieldCipher(`${K2},${K1}`).openBytes(sealed, 'dataset:d1')).toEqual(plain);
    expect(() => new FieldCipher(K1).openBytes(sealed, 'dataset:d2')).toThrow(FieldDecryptionError);
    const flipped = Buffer.from(sealed);
    flipped[flipped.length - 20] ^= 1;
    expect(() => new FieldCipher(K1).openBytes(flipped, 'dataset:d1')).toThrow(/integrity/);
    expect(() => new FieldCipher(K1).openBytes(plain, 'dataset:d1')).toThrow('Not sealed bytes');
  });

  it('refuses a malformed key ring', () => {
    expect(() => new FieldCipher('k1:short')).toThrow(/ROW_ENCRYPTION_KEYS/);
    expect(() => new FieldCipher(`${K1},${K1}`)).toThrow(/distinct/);
  });
});
