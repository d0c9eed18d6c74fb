import { describe, expect, it, vi } from 'vitest';
import { loadSampleImages, SAMPLE_IMAGES_NAME } from './sampleImages';

describe('loadSampleImages', () => {
  it('answers the sample logos as a .zip file the images picker takes', async () => {
    const fetchMock = vi.fn(async () => new Response(new Uint8Array([0x50, 0x4b, 3, 4])));
    vi.stubGlobal('fetch', fetchMock);
    const file = await loadSampleImages();
    expect(fetchMock).toHaveBeenCalledWith(
      `${window.location.origin}/api/app/samples/images`,
      expect.objectContaining({ credentials: 'include' }),
    );
    expect(file?.name).toBe(SAMPLE_IMAGES_NAME);
    expect(file?.type).toBe('application/zip');
    expect(file?.size).toBe(4);
  });

  it('answers null when the archive cannot be had, so the sample still runs with the template’s picture', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('gone', { status: 404 })),
    );
    await expect(loadSampleImages()).resolves.toBeNull();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    await expect(loadSampleImages()).resolves.toBeNull();
  });
});
