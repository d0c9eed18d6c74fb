import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { solidPng } from '@deckmill/testing';
import { crc32Of } from '@deckmill/zip/node';
import { buildZip, type TestEntry } from '../../test/support/build-zip';
import { batchImageSource } from './batch-image-source';
import { openImageArchive } from './image-archive';
import { openImageDirectory } from './image-directory';
import { ImageArchiveError } from './image-files';

const red = solidPng(3, 2, [255, 0, 0]);
const blue = solidPng(4, 4, [0, 0, 255]);
const work = { dir: '' };

beforeAll(async () => {
  work.dir = await mkdtemp(path.join(tmpdir(), 'deckmill-image-archive-'));
});

afterAll(async () => {
  if (work.dir) await rm(work.dir, { recursive: true, force: true });
});

let counter = 0;
async function zipFile(entries: readonly TestEntry[], options: { zip64?: boolean } = {}): Promise<string> {
  const file = path.join(work.dir, `images-${++counter}.zip`);
  await writeFile(file, buildZip(entries, options));
  return file;
}

async function refusal(open: () => Promise<unknown>): Promise<string> {
  const error: unknown = await open().then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof ImageArchiveError)) throw new Error(`not refused: ${String(error)}`);
  return error.message;
}

describe('openImageArchive', () => {
  it("hands on the CRC it checked a picture against, for the deck's media entry", async () => {
    const archive = await openImageArchive(
      await zipFile([
        { name: 'red.png', data: red },
        { name: 'blue.png', data: blue, deflate: false },
      ]),
    );
    try {
      for (const [name, picture] of [
        ['red.png', red],
        ['blue.png', blue],
      ] as const) {
        const found = await archive.read(name, 1024);
        if (!found.ok) throw new Error(found.reason);
        expect(crc32Of(found.bytes)).toBe(crc32(picture));
      }
    } finally {
      await archive.close();
    }
  });

  it('tells pictures apart by their entries, not their bytes: an entry under any spelling is one picture', async () => {
    const archive = await openImageArchive(
      await zipFile([
        { name: 'Logos/Acme.png', data: red },
        { name: 'twin.png', data: red, deflate: false },
      ]),
    );
    try {
      const source = batchImageSource({ archive });
      const hashOf = async (name: string) => {
        const found = await source.resolve(name);
        if (!found.ok) throw new Error(found.reason);
        expect(Buffer.from(found.image.bytes).equals(red)).toBe(true);
        return found.image.hash;
      };
      const acme = await hashOf('Logos/Acme.png');
      expect(await hashOf('logos/acme.PNG')).toBe(acme);
      // The same bytes in another entry: another media part, and no hash of the bytes taken.
      expect(await hashOf('twin.png')).not.toBe(acme);
      expect([acme, await hashOf('twin.png')]).not.toContain(createHash('sha256').update(red).digest('hex'));
    } finally {
      await archive.close();
    }
  });

  it('reads pictures by name, deflated or stored, in folders, ZIP64 too', async () => {
    for (const zip64 of [false, true]) {
      const archive = await openImageArchive(
        await zipFile(
          [
            { name: 'photos/', data: '' },
            { name: 'photos/red.png', data: red },
            { name: 'blue.png', data: blue, deflate: false },
          ],
          { zip64 },
        ),
      );
      try {
        expect(archive.names).toEqual(['photos/red.png', 'blue.png']);
        const found = await archive.read('photos/red.png', 1024);
        expect(found.ok && Buffer.from(found.bytes).equals(red)).toBe(true);
        const stored = await archive.read('blue.png', 1024);
        expect(stored.ok && Buffer.from(stored.bytes).equals(blue)).toBe(true);
      } finally {
        await archive.close();
      }
    }
  });

  it('matches case differences when unambiguous, and says so when they are not', async () => {
    const archive = await openImageArchive(
      await zipFile([
        { name: 'Logos/Acme.PNG', data: red },
        { name: 'twins/a.png', data: red },
        { name: 'twins/A.png', data: blue },
      ]),
    );
    try {
      expect((await archive.read('logos/acme.png', 1024)).ok).toBe(true);
      expect(await archive.read('twins/a.PNG', 1024)).toEqual({
        ok: false,
        reason:
          '"twins/a.PNG" matches several files in the images archive that differ only in case ("twins/a.png", "twins/A.png")',
      });
      expect(await archive.read('twins/A.png', 1024)).toMatchObject({ ok: true });
      expect(await archive.read('photos/', 1024)).toEqual({
        ok: false,
        reason: 'no file "photos/" in the images archive',
      });
      expect(await archive.read('missing.png', 1024)).toEqual({
        ok: false,
        reason: 'no file "missing.png" in the images archive',
      });
    } finally {
      await archive.close();
    }
  });

  it('refuses an entry over the byte cap without inflating it, and a damaged entry', async () => {
    const archive = await openImageArchive(
      await zipFile([
        { name: 'big.png', data: red },
        { name: 'lying.png', data: red, declaredCrc: 1 },
      ]),
    );
    try {
      expect(await archive.read('big.png', 10)).toEqual({ ok: false, reason: 'larger than 1 KB' });
      // Every read of a damaged entry checks it again: only a read that passed spares the next one its CRC.
      for (let read = 0; read < 2; read++) {
        expect(await archive.read('lying.png', 1024)).toEqual({
          ok: false,
          reason: '"lying.png" is damaged in the images archive',
        });
      }
    } finally {
      await archive.close();
    }
  });

  it('checks a CRC on every read, or in its own copy on the first read only', async () => {
    const file = await zipFile([{ name: 'blue.png', data: blue, deflate: false }]);
    const archives = {
      shared: await openImageArchive(file),
      own: await openImageArchive(file, { ownCopy: true }),
    };
    try {
      for (const archive of Object.values(archives))
        expect((await archive.read('blue.png', 1024)).ok).toBe(true);
      // The stored picture's bytes rewritten in place, its size kept: only a CRC tells.
      const bytes = await readFile(file);
      const at = bytes.indexOf(blue);
      bytes[at + blue.length - 1] ^= 0xff;
      await writeFile(file, bytes);
      expect(await archives.shared.read('blue.png', 1024)).toEqual({
        ok: false,
        reason: '"blue.png" is damaged in the images archive',
      });
      const again = await archives.own.read('blue.png', 1024);
      expect(again.ok).toBe(true);
      expect(again.ok && Buffer.from(again.bytes).equals(blue)).toBe(false);
    } finally {
      await Promise.all(Object.values(archives).map((archive) => archive.close()));
    }
  });

  it.each<[string, TestEntry[], string]>([
    ['a zip-slip name', [{ name: '../../etc/cron.d/x.png', data: red }], 'unsafe path'],
    ['an absolute name', [{ name: '/tmp/x.png', data: red }], 'unsafe path'],
    ['a backslash name', [{ name: 'a\\..\\x.png', data: red }], 'unsafe path'],
    ['a bomb ratio', [{ name: 'bomb.bmp', data: Buffer.alloc(2 * 1024 * 1024) }], 'expands to far more data'],
    ['a lie about the size', [{ name: 'x.png', data: red, declaredUncompressedSize: 0xfffffff0 }], 'expands'],
    [
      'a duplicate name',
      [
        { name: 'x.png', data: red },
        { name: 'x.png', data: blue },
      ],
      'twice',
    ],
    ['encryption', [{ name: 'x.png', data: red, flags: 1 }], 'encrypted'],
    [
      'more compressed data than the picture',
      [
        {
          name: 'x.png',
          data: Buffer.alloc(4096, 7),
          deflate: false,
          method: 8,
          declaredUncompressedSize: 10,
        },
      ],
      'claims more compressed data',
    ],
    ['another compression method', [{ name: 'x.png', data: red, method: 12 }], 'compression method'],
  ])('refuses an archive with %s', async (_label, entries, said) => {
    const file = await zipFile(entries);
    expect(await refusal(() => openImageArchive(file))).toContain(said);
  });

  it('refuses too many entries and files that are no ZIP', async () => {
    const many = await zipFile([1, 2, 3].map((index) => ({ name: `${index}.png`, data: red })));
    const limits = {
      maxEntries: 2,
      maxTotalUncompressedBytes: 1e9,
      maxCompressionRatio: 100,
      ratioGraceBytes: 1e6,
    };
    expect(await refusal(() => openImageArchive(many, { limits }))).toContain('more than 2 files');
    const text = path.join(work.dir, 'not-a-zip.zip');
    await writeFile(text, 'just text');
    expect(await refusal(() => openImageArchive(text))).toBe('The images file is not a ZIP archive.');
  });

  it('keeps the ZIP library’s refusal as the cause, for callers that word it their own way', async () => {
    const text = path.join(work.dir, 'not-a-zip-either.zip');
    await writeFile(text, 'just text');
    const thrown: unknown = await openImageArchive(text).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(ImageArchiveError);
    expect((thrown as ImageArchiveError).cause).toMatchObject({ code: 'not_a_zip' });
  });
});

describe('openImageDirectory', () => {
  it('reads files inside the folder, ignoring case when unambiguous, and nothing outside it', async () => {
    const root = path.join(work.dir, 'folder');
    await mkdir(path.join(root, 'Logos'), { recursive: true });
    await writeFile(path.join(root, 'Logos', 'Acme.png'), red);
    await writeFile(path.join(work.dir, 'secret.png'), blue);
    await symlink(path.join(work.dir, 'secret.png'), path.join(root, 'escape.png'));
    await symlink(path.join(root, 'Logos', 'Acme.png'), path.join(root, 'alias.png'));
    const folder = await openImageDirectory(root);
    const found = await folder.read('logos/acme.png', 1024);
    expect(found.ok && Buffer.from(found.bytes).equals(red)).toBe(true);
    expect((await folder.read('alias.png', 1024)).ok).toBe(true);
    for (const name of ['escape.png', '../secret.png', 'Logos', 'nothing.png']) {
      expect(await folder.read(name, 1024)).toEqual({
        ok: false,
        reason: `no file "${name}" in the images folder`,
      });
    }
    expect(await folder.read('Logos/Acme.png', 10)).toEqual({ ok: false, reason: 'larger than 1 KB' });
  });

  it('refuses a folder that does not exist', async () => {
    expect(await refusal(() => openImageDirectory(path.join(work.dir, 'nowhere')))).toContain(
      'does not exist',
    );
  });
});
