import { solidPng } from '@deckmill/testing';
import { batchImageSource } from './batch-image-source';
import type { FileLookup, ImageFiles } from './image-files';

const red = solidPng(30, 20, [255, 0, 0]);

/** An archive held in memory that counts its reads. */
function memoryArchive(files: Record<string, Uint8Array>): ImageFiles & { reads: string[] } {
  const reads: string[] = [];
  return {
    reads,
    read: (name: string): Promise<FileLookup> => {
      reads.push(name);
      const bytes = files[name];
      return Promise.resolve(
        bytes ? { ok: true, bytes } : { ok: false, reason: `no file "${name}" in the images archive` },
      );
    },
    close: () => Promise.resolve(),
  };
}

describe('batchImageSource', () => {
  it('resolves archive files, once per name for the whole batch', async () => {
    const archive = memoryArchive({ 'logos/acme.png': red });
    const source = batchImageSource({ archive });
    const [first, second] = await Promise.all([
      source.resolve('./logos/acme.png'),
      source.resolve('logos\\acme.png'),
    ]);
    expect(first.ok && [first.image.width, first.image.height, first.image.extension]).toEqual([
      30,
      20,
      'png',
    ]);
    expect(second).toBe(first);
    expect(archive.reads).toEqual(['logos/acme.png']);
  });

  it('resolves data: URIs', async () => {
    const lookup = await batchImageSource().resolve(`data:image/png;base64,${red.toString('base64')}`);
    expect(lookup.ok && lookup.image.contentType).toBe('image/png');
  });

  it('says why a picture cannot be had, in words for the row report', async () => {
    const archive = memoryArchive({ 'notes.txt': Buffer.from('hello') });
    const source = batchImageSource({ archive, limits: { maxPixels: 100 } });
    const reasons = await Promise.all(
      [
        'acme.png',
        'notes.txt',
        `data:image/png;base64,${red.toString('base64')}`,
        'file:///etc/passwd',
        '../x.png',
      ].map(async (value) => {
        const lookup = await source.resolve(value);
        return lookup.ok ? 'ok' : lookup.reason;
      }),
    );
    expect(reasons).toEqual([
      'no file "acme.png" in the images archive',
      '"notes.txt": not a picture (PNG, JPEG, GIF, WebP, SVG, BMP or TIFF)',
      '30x20 pixels is more than 100 pixels',
      'file: addresses are not supported: use an https:// URL, a data: URI or a file name in the images archive',
      '"../x.png" points outside the images archive: give a file name inside it',
    ]);
  });

  it('answers file names without an archive, and refuses plain http to a host not allowed, without throwing', async () => {
    const source = batchImageSource();
    expect(await source.resolve('acme.png')).toEqual({
      ok: false,
      reason: 'no images archive was given, so there is no file "acme.png"',
    });
    expect(await source.resolve('http://example.com/logo.png')).toEqual({
      ok: false,
      reason: 'http://example.com/logo.png: plain http is refused for this host, use https',
    });
  });

  it('turns a failing archive into a reason', async () => {
    const archive: ImageFiles = {
      read: () => Promise.reject(new Error('disk gone')),
      close: () => Promise.resolve(),
    };
    expect(await batchImageSource({ archive }).resolve('a.png')).toEqual({
      ok: false,
      reason: 'the picture could not be read (disk gone)',
    });
  });
});
