import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FileUrlSigner, FsObjectStorage } from '@deckmill/storage';

/** For the previews' specs: object storage on disk in a fresh temporary directory (remove `rootDir` after). */
export async function openTemporaryStorage(
  prefix: string,
): Promise<{ rootDir: string; storage: FsObjectStorage }> {
  const rootDir = await mkdtemp(path.join(tmpdir(), `${prefix}-`));
  const storage = new FsObjectStorage({
    rootDir,
    encryptionKey: Buffer.alloc(32, 1),
    signer: new FileUrlSigner({
      secret: 'a-test-secret-that-is-long-enough-0123456789',
      baseUrl: 'http://x',
    }),
  });
  await storage.ensureBucket();
  return { rootDir, storage };
}
