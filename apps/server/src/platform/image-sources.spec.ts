import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { zipSync } from 'fflate';
import { solidPng } from '@deckmill/testing';
import { imageSourcesFrom } from './image-sources';

const CONFIG = {
  IMAGE_MAX_MB: 1,
  IMAGE_MAX_MEGAPIXELS: 1,
  IMAGE_FETCH_TIMEOUT_MS: 1000,
  IMAGE_FETCH_MAX_REDIRECTS: 0,
  IMAGE_CACHE_MB: 1,
};

describe('imageSourcesFrom', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'image-sources-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('resolves a batch’s archive files and data: URIs within the caps, and refuses private addresses', async () => {
    const archivePath = path.join(dir, 'images.zip');
    writeFileSync(archivePath, zipSync({ logos: { 'acme.png': solidPng(20, 10, [255, 0, 0]) } }));
    const source = await imageSourcesFrom(CONFIG)({ batchId: 'b1', archivePath });
    const found = await source.resolve('logos/acme.png');
    expect(found.ok && [found.image.width, found.image.height, found.image.contentType]).toEqual([
      20,
      10,
      'image/png',
    ]);
    const dataUri = `data:image/png;base64,${solidPng(2, 2, [0, 0, 0]).toString('base64')}`;
    expect((await source.resolve(dataUri)).ok).toBe(true);
    // Over IMAGE_MAX_MEGAPIXELS (1): refused, not downscaled.
    writeFileSync(path.join(dir, 'big.zip'), zipSync({ 'big.png': solidPng(1200, 1000, [0, 0, 0]) }));
    const big = await imageSourcesFrom(CONFIG)({ batchId: 'b2', archivePath: path.join(dir, 'big.zip') });
    expect(await big.resolve('big.png')).toEqual({
      ok: false,
      reason: expect.stringMatching(/megapixels|pixels/),
    });
    const local = await source.resolve('http://127.0.0.1:9/x.png');
    expect(local.ok).toBe(false);
    await (source as { close?: () => Promise<void> }).close?.();
  });

  it('without an archive, a file name finds nothing and says so', async () => {
    const source = await imageSourcesFrom(CONFIG)({ batchId: 'b3', archivePath: null });
    expect(await source.resolve('logo.png')).toEqual({ ok: false, reason: expect.any(String) });
  });
});
