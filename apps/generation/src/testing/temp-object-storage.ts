import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createObjectStorage, type ObjectStorage } from '@deckmill/storage';

/** Object storage on the filesystem, in a directory of its own that `remove()` deletes with everything in it. */
export interface TempObjectStorage {
  readonly storage: ObjectStorage;
  remove(): void;
}

/** A fresh, empty filesystem ObjectStorage for a unit spec, in a new temporary directory named `<prefix>…`. */
export async function tempObjectStorage(prefix: string): Promise<TempObjectStorage> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const storage = await createObjectStorage({
    driver: 'filesystem',
    rootDir: root,
    fileUrls: { secret: 'generation-unit-spec-secret-of-32-chars', baseUrl: 'http://localhost' },
    encryptionKey: Buffer.alloc(32, 1),
  });
  await storage.ensureBucket();
  return { storage, remove: () => fs.rmSync(root, { recursive: true, force: true }) };
}
