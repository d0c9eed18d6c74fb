import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { COMPLETE_MARKER, isInside, removeOtherVersions, unpackPayload } from './payload-cache';
import { writePayload } from './payload-format';

describe('unpacking the payload into the cache folder', () => {
  let cache: string;
  beforeEach(() => (cache = fs.mkdtempSync(path.join(os.tmpdir(), 'deckmill-cache-spec-'))));
  afterEach(() => fs.rmSync(cache, { recursive: true, force: true }));

  const archive = (version: string) =>
    writePayload(version, [
      { path: 'server/main.js', data: Buffer.from(`module.exports = '${version}'`) },
      { path: 'bin/run', data: Buffer.from('#!/bin/sh'), executable: true },
    ]);

  it('unpacks once per version, with the extra files and modes, and marks the folder complete', () => {
    const dir = unpackPayload(archive('1'), cache, [{ path: 'native/addon.node', data: Buffer.from('elf') }]);
    expect(dir).toBe(path.join(cache, 'product-1'));
    expect(fs.readFileSync(path.join(dir, 'server/main.js'), 'utf8')).toBe("module.exports = '1'");
    expect(fs.readFileSync(path.join(dir, 'native/addon.node'), 'utf8')).toBe('elf');
    expect(fs.statSync(path.join(dir, 'bin/run')).mode & 0o111).not.toBe(0);
    expect(fs.readFileSync(path.join(dir, COMPLETE_MARKER), 'utf8')).toBe('1');

    // A complete folder is used as it is (nothing rewritten); a new version gets a folder of its own.
    fs.writeFileSync(path.join(dir, 'server/main.js'), 'kept');
    expect(unpackPayload(archive('1'), cache)).toBe(dir);
    expect(fs.readFileSync(path.join(dir, 'server/main.js'), 'utf8')).toBe('kept');
    expect(unpackPayload(archive('2'), cache)).toBe(path.join(cache, 'product-2'));
  });

  it('unpacks again over a folder that was cut short', () => {
    const dir = path.join(cache, 'product-1');
    fs.mkdirSync(path.join(dir, 'server'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'server/main.js'), 'half');
    unpackPayload(archive('1'), cache);
    expect(fs.readFileSync(path.join(dir, 'server/main.js'), 'utf8')).toBe("module.exports = '1'");
    expect(fs.readdirSync(cache)).toEqual(['product-1']);
  });

  it("removes the other versions' folders, and nothing else in the cache", () => {
    const old = unpackPayload(archive('1'), cache);
    fs.mkdirSync(path.join(cache, 'product-0.99.partial'));
    fs.mkdirSync(path.join(cache, 'pglite-cluster'));
    const current = unpackPayload(archive('2'), cache);
    removeOtherVersions(cache, current, () => false);
    expect(fs.existsSync(old)).toBe(false);
    expect(fs.readdirSync(cache).sort()).toEqual(['pglite-cluster', 'product-2']);
  });

  it("leaves another start's unpack in progress alone, and removes a dead one's", () => {
    const current = unpackPayload(archive('2'), cache);
    const dead = 2 ** 22 + 17;
    fs.mkdirSync(path.join(cache, `product-1.${process.ppid}.partial`));
    fs.mkdirSync(path.join(cache, `product-1.${dead}.partial`));
    removeOtherVersions(cache, current);
    expect(fs.readdirSync(cache).sort()).toEqual([`product-1.${process.ppid}.partial`, 'product-2']);
  });

  it('knows which scripts are its own', () => {
    expect(isInside('/c/product-1', '/c/product-1/server/x.js')).toBe(true);
    expect(isInside('/c/product-1', '/c/product-1/../evil.js')).toBe(false);
    expect(isInside('/c/product-1', '/c/product-10/x.js')).toBe(false);
    expect(isInside('/c/product-1', '/c/product-1')).toBe(false);
  });
});
