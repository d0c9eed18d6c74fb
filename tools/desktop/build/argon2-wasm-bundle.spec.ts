import argon2 from 'argon2';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { PASSWORD_HASH_OPTIONS } from '../../../apps/identity/src/credentials/password-hasher';

type Argon2 = typeof argon2;

/**
 * The WebAssembly argon2 that darwin-x64's executable runs, against the native addon the other platforms run:
 * a user's hash must verify whichever of the two made it (data folders move between computers).
 */
describe('argon2 on WebAssembly', () => {
  const root = path.resolve(__dirname, '../../..');
  let dir: string;
  let file: string;
  let wasm: Argon2;

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'argon2-wasm-'));
    file = path.join(dir, 'argon2.cjs');
    const bundler = path.join(__dirname, 'argon2-wasm-bundle.ts');
    execFileSync(process.execPath, [path.join(root, 'tools/run-ts.mjs'), bundler, file], {
      stdio: 'inherit',
    });
    // Node's own require, as the product loads it: no native addon can come with it.
    wasm = createRequire(file)(file) as Argon2;
  });

  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("makes the addon's PHC string for the same salt", async () => {
    const salt = Buffer.from('0123456789abcdef');
    const options = { ...PASSWORD_HASH_OPTIONS, salt };
    const made = await wasm.hash('correct horse battery staple', options);
    expect(made).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$MDEyMzQ1Njc4OWFiY2RlZg\$[\w+/]{43}$/);
    expect(made).toBe(await argon2.hash('correct horse battery staple', options));
    const raw = { ...options, type: argon2.argon2i, hashLength: 48, raw: true } as const;
    expect(await wasm.hash('pässwörd', raw)).toEqual(await argon2.hash('pässwörd', raw));
  });

  it('verifies the addon’s hashes, and the addon verifies its own', async () => {
    const long = 'a long passphrase, longer than bcrypt’s 72 bytes, to show nothing is cut: '.repeat(3);
    for (const password of ['correct horse battery staple', 'pässwörd ✓', long]) {
      const fromNative = await argon2.hash(password, PASSWORD_HASH_OPTIONS);
      const fromWasm = await wasm.hash(password, PASSWORD_HASH_OPTIONS);
      expect(fromWasm).not.toBe(fromNative); // each with a salt of its own
      await expect(wasm.verify(fromNative, password)).resolves.toBe(true);
      await expect(argon2.verify(fromWasm, password)).resolves.toBe(true);
      await expect(wasm.verify(fromNative, `${password}.`)).resolves.toBe(false);
      await expect(argon2.verify(fromWasm, `${password}.`)).resolves.toBe(false);
    }
  });

  it("tells older parameters apart as the addon's package does", async () => {
    const current = await argon2.hash('pw', PASSWORD_HASH_OPTIONS);
    const weak = await argon2.hash('pw', { type: argon2.argon2id, memoryCost: 8192, timeCost: 1 });
    expect(wasm.needsRehash(current, PASSWORD_HASH_OPTIONS)).toBe(false);
    expect(wasm.needsRehash(weak, PASSWORD_HASH_OPTIONS)).toBe(true);
    await expect(wasm.verify(weak, 'pw')).resolves.toBe(true);
    expect([wasm.argon2d, wasm.argon2i, wasm.argon2id]).toEqual([0, 1, 2]);
  });

  it('refuses what it cannot compute instead of hashing otherwise', async () => {
    const withData = { ...PASSWORD_HASH_OPTIONS, associatedData: Buffer.from('context') };
    await expect(wasm.hash('pw', withData)).rejects.toThrow('associated data is not supported');
    await expect(wasm.verify(await argon2.hash('pw', withData), 'pw')).rejects.toThrow('associated data');
    await expect(wasm.hash('pw', { ...PASSWORD_HASH_OPTIONS, version: 0x10 })).rejects.toThrow('version 16');
  });

  it('requires nothing but Node’s built-in modules', () => {
    const required = [...fs.readFileSync(file, 'utf8').matchAll(/require\(["'`]([^"'`]+)["'`]\)/g)].map(
      ([, name]) => name,
    );
    expect(required.length).toBeGreaterThan(0);
    expect(required.filter((name) => !name?.startsWith('node:'))).toEqual([]);
  });
});
