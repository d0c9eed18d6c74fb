import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { FileUrlSigner, FsObjectStorage, packSliceKey, serveSignedFile } from '../src';
import { listenLocally } from './signed-file-server';
import { describeObjectStorageContract } from './storage.contract';

const SECRET = 'contract-test-secret';
const KEY = Buffer.alloc(32, 3);

function bytes(text: string): Readable {
  return Readable.from([Buffer.from(text)]);
}

describeObjectStorageContract('filesystem', async () => {
  const rootDir = await mkdtemp(join(tmpdir(), 'deckmill-fs-storage-'));
  // The signer needs the server's URL; requests only arrive once the storage below exists.
  const server = await listenLocally((request, response) =>
    serveSignedFile(storage, signer, request.url ?? '/', response),
  );
  const signer = new FileUrlSigner({ secret: SECRET, baseUrl: server.baseUrl });
  const storage = new FsObjectStorage({ rootDir, signer, encryptionKey: KEY });
  return {
    storage,
    stop: async () => {
      await server.stop();
      await rm(rootDir, { recursive: true, force: true });
    },
  };
});

describe('FsObjectStorage and packs', () => {
  it("signs a link to a deck in a pack that serves that deck's bytes alone", async () => {
    const rootDir = await mkdtemp(join(tmpdir(), 'deckmill-fs-storage-'));
    const server = await listenLocally((request, response) =>
      serveSignedFile(storage, signer, request.url ?? '/', response),
    );
    const signer = new FileUrlSigner({ secret: SECRET, baseUrl: server.baseUrl });
    const storage = new FsObjectStorage({ rootDir, signer, encryptionKey: KEY });
    try {
      await storage.ensureBucket();
      await storage.putChunks('b/p.pack', [Buffer.from('onetwo')], { contentType: 'text/plain', size: 6 });
      const key = packSliceKey({ packKey: 'b/p.pack', start: 3, length: 3, packSize: 6, extension: 'pptx' });

      const response = await fetch(await storage.presignedGetUrl(key, { expiresSeconds: 60 }));

      expect(response.status).toBe(200);
      expect(await response.text()).toBe('two');
      expect(response.headers.get('content-type')).toBe(
        'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      );
    } finally {
      await server.stop();
      await rm(rootDir, { recursive: true, force: true });
    }
  });
});

describe('FsObjectStorage on disk', () => {
  let rootDir: string;
  const signer = new FileUrlSigner({ secret: SECRET, baseUrl: 'http://localhost:3000' });
  beforeEach(async () => {
    rootDir = await mkdtemp(join(tmpdir(), 'deckmill-fs-storage-'));
  });
  afterEach(() => rm(rootDir, { recursive: true, force: true }));

  async function freshStorage(): Promise<FsObjectStorage> {
    const storage = new FsObjectStorage({ rootDir, signer, encryptionKey: KEY });
    await storage.ensureBucket();
    return storage;
  }

  it('keeps objects across instances (a restart)', async () => {
    await (
      await freshStorage()
    ).putStream('kept/across.txt', bytes('still here'), { contentType: 'text/plain' });

    const afterRestart = await freshStorage();

    expect(await afterRestart.stat('kept/across.txt')).toMatchObject({ size: 10, contentType: 'text/plain' });
  });

  it('keeps decks to the server: directories 0700, files 0600', async () => {
    const storage = await freshStorage();
    await storage.putStream('batches/7/deck.pptx', bytes('deck'), { contentType: 'text/plain' });
    const modes: string[] = [];
    const walk = async (dir: string): Promise<void> => {
      for (const entry of await readdir(dir, { withFileTypes: true })) {
        const full = join(dir, entry.name);
        const mode = ((await stat(full)).mode & 0o777).toString(8);
        modes.push(`${entry.isDirectory() ? 'dir' : 'file'} ${mode}`);
        if (entry.isDirectory()) await walk(full);
      }
    };
    await walk(rootDir);
    expect(modes.length).toBeGreaterThan(4);
    expect(modes.filter((m) => m !== 'dir 700' && m !== 'file 600')).toEqual([]);
  });

  it('leaves no temporary files behind after a failed upload', async () => {
    const storage = await freshStorage();
    const failing = Readable.from(
      (async function* () {
        yield Buffer.from('partial');
        throw new Error('aborted');
      })(),
    );

    await expect(storage.putStream('x.bin', failing, { contentType: 'text/plain' })).rejects.toThrow(
      'aborted',
    );

    expect(await readdir(join(rootDir, 'tmp'))).toEqual([]);
    expect(await readdir(join(rootDir, 'objects'))).toEqual([]);
  });

  it('removes directories that a prefix delete empties', async () => {
    const storage = await freshStorage();
    await storage.putStream('batch/7/a.pptx', bytes('a'), { contentType: 'text/plain' });

    await storage.deletePrefix('batch/');

    expect(await readdir(join(rootDir, 'objects'))).toEqual([]);
  });

  it("serves a signed URL's object as it is when the bytes go out, even if it was replaced after its stat", async () => {
    const storage = await freshStorage();
    await storage.putStream('exports/deck.pptx', bytes('first version'), { contentType: 'text/plain' });
    await storage.putStream('exports/same.pptx', bytes('first version'), { contentType: 'text/plain' });
    await storage.putStream('exports/gone.pptx', bytes('soon deleted'), { contentType: 'text/plain' });
    // Each stat is followed at once by a replacement (or a deletion): the race a re-render or a batch's
    // deletion wins between the stat and the read.
    const replacementOf: Record<string, string> = {
      'exports/deck.pptx': 'the second, longer version',
      // As long as the first: only the ETag tells them apart.
      'exports/same.pptx': 'other version',
    };
    const stats: Record<string, number> = {};
    const racing = Object.create(storage) as FsObjectStorage;
    racing.stat = async (key) => {
      const found = await storage.stat(key);
      stats[key] = (stats[key] ?? 0) + 1;
      const replacement = replacementOf[key];
      if (key === 'exports/gone.pptx') await storage.delete(key);
      else if (replacement && stats[key] === 1) {
        await storage.putStream(key, bytes(replacement), { contentType: 'text/plain' });
      }
      return found;
    };
    const server = await listenLocally((request, response) =>
      serveSignedFile(racing, signer, request.url ?? '/', response),
    );
    const get = async (key: string) => {
      const { pathname, search } = new URL(signer.sign(key, { expiresSeconds: 60 }));
      const response = await fetch(`${server.baseUrl}${pathname}${search}`);
      return { response, body: await response.text() };
    };

    try {
      const replaced = await get('exports/deck.pptx');
      expect(replaced.response.status).toBe(200);
      expect(replaced.body).toBe('the second, longer version');
      expect(replaced.response.headers.get('content-length')).toBe(String(replaced.body.length));
      const sameLength = await get('exports/same.pptx');
      expect(sameLength.body).toBe('other version');
      expect(sameLength.response.headers.get('etag')).toBe(
        `"${(await storage.stat('exports/same.pptx'))?.etag}"`,
      );
      expect((await get('exports/gone.pptx')).response.status).toBe(404);
      expect(stats).toEqual({ 'exports/deck.pptx': 2, 'exports/same.pptx': 2, 'exports/gone.pptx': 1 });
    } finally {
      await server.stop();
    }
  });

  it('serves signed URLs only while they are valid and untampered', async () => {
    const storage = await freshStorage();
    await storage.putStream('exports/secret.pptx', bytes('secret'), { contentType: 'text/plain' });
    await storage.putStream('exports/other.pptx', bytes('other'), { contentType: 'text/plain' });
    const server = await listenLocally((request, response) =>
      serveSignedFile(storage, signer, request.url ?? '/', response),
    );
    const statusOf = async (signedUrl: string) => {
      const { pathname, search } = new URL(signedUrl);
      const response = await fetch(`${server.baseUrl}${pathname}${search}`);
      await response.arrayBuffer();
      return response.status;
    };
    const signedTwoMinutesAgo = new FileUrlSigner({
      secret: SECRET,
      baseUrl: 'http://localhost:3000',
      now: () => Date.now() - 120_000,
    });

    try {
      const valid = await storage.presignedGetUrl('exports/secret.pptx', { expiresSeconds: 60 });
      expect(await statusOf(valid)).toBe(200);
      expect(await statusOf(valid.replace('secret.pptx', 'other.pptx'))).toBe(403);
      expect(await statusOf(valid.replace(/sig=[^&]+/, 'sig=forged'))).toBe(403);
      expect(await statusOf(signedTwoMinutesAgo.sign('exports/secret.pptx', { expiresSeconds: 60 }))).toBe(
        403,
      );
      expect(await statusOf(signer.sign('exports/missing.pptx', { expiresSeconds: 60 }))).toBe(404);
    } finally {
      await server.stop();
    }
  });
});
