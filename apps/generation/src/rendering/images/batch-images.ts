import { mkdtemp, rm } from 'node:fs/promises';
import { createWriteStream } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import type { ImageSource } from '@deckmill/pptx';
import { OBJECT_STORAGE, type ObjectStorage } from '@deckmill/storage';
import { type ClosableImageSource, IMAGE_SOURCE_FACTORY, type ImageSourceFactory } from '../../shared';

/** A batch's source is dropped after this long without a chunk using it (its batch may render elsewhere). */
export const IDLE_MS = 10 * 60_000;
const SWEEP_EVERY_MS = 60_000;

/** What the cache needs of a batch. */
export interface ImagesBatch {
  readonly id: string;
  readonly imagesKey: string | null;
}

/** A source lent to one chunk; `release` when the chunk is done with it. */
export interface ImagesLease {
  readonly source: ImageSource;
  release(): void;
}

interface Entry {
  readonly source: Promise<ClosableImageSource>;
  readonly dir: Promise<string | null>;
  leases: number;
  lastUsed: number;
  finished: boolean;
}

/**
 * One ImageSource per batch per process. The batch's archive is downloaded once (streamed to a file
 * under the OS temp directory, never whole in memory) when its first chunk here needs it, then lent to every
 * chunk of the batch; it is dropped (file deleted) when the batch finishes or after IDLE_MS unused.
 */
@Injectable()
export class BatchImages implements OnModuleDestroy {
  private readonly logger = new Logger(BatchImages.name);
  private readonly entries = new Map<string, Entry>();
  /** Drops under way: a source closing and its folder being deleted. */
  private readonly dropping = new Set<Promise<void>>();
  private readonly sweep = setInterval(() => void this.dropIdle(Date.now()), SWEEP_EVERY_MS).unref();

  constructor(
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @Inject(IMAGE_SOURCE_FACTORY) private readonly factory: ImageSourceFactory,
  ) {}

  /** The batch's source, made on first use; rejects (and forgets) when the archive cannot be had. */
  async lease(batch: ImagesBatch): Promise<ImagesLease> {
    let entry = this.entries.get(batch.id);
    if (!entry) {
      entry = this.open(batch);
      this.entries.set(batch.id, entry);
    }
    entry.leases += 1;
    entry.lastUsed = Date.now();
    const held = entry;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      held.leases -= 1;
      held.lastUsed = Date.now();
      if (held.finished && held.leases === 0) this.dropLater(batch.id, held);
    };
    try {
      return { source: await held.source, release };
    } catch (error) {
      release();
      if (this.entries.get(batch.id) === held) this.dropLater(batch.id, held);
      throw error;
    }
  }

  /** The batch finished: its source goes as soon as no chunk holds it. */
  finished(batchId: string): void {
    const entry = this.entries.get(batchId);
    if (!entry) return;
    entry.finished = true;
    if (entry.leases === 0) this.dropLater(batchId, entry);
  }

  /** Resolves once the drops started so far are done (their files deleted). */
  async dropsSettled(): Promise<void> {
    await Promise.all(this.dropping);
  }

  /** Batches whose sources are cached now (for tests and diagnostics). */
  cachedBatches(): string[] {
    return [...this.entries.keys()];
  }

  /** Drops the sources no chunk has used for IDLE_MS. */
  async dropIdle(now: number): Promise<void> {
    for (const [batchId, entry] of [...this.entries]) {
      if (entry.leases === 0 && now - entry.lastUsed >= IDLE_MS) this.dropLater(batchId, entry);
    }
    await this.dropsSettled();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.sweep);
    await Promise.all([...this.entries].map(([batchId, entry]) => this.drop(batchId, entry)));
    await this.dropsSettled();
  }

  private open(batch: ImagesBatch): Entry {
    const dir = batch.imagesKey ? mkdtemp(path.join(os.tmpdir(), 'deckmill-images-')) : Promise.resolve(null);
    const source = dir.then(async (folder) => {
      let archivePath: string | null = null;
      if (folder && batch.imagesKey) {
        archivePath = path.join(folder, 'images.zip');
        await pipeline(await this.storage.getStream(batch.imagesKey), createWriteStream(archivePath));
      }
      return this.factory({ batchId: batch.id, archivePath });
    });
    // Read by lease(); this only keeps a failure from being unhandled meanwhile.
    source.catch(() => undefined);
    dir.catch(() => undefined);
    return { source, dir, leases: 0, lastUsed: Date.now(), finished: false };
  }

  private dropLater(batchId: string, entry: Entry): void {
    const dropping = this.drop(batchId, entry).finally(() => this.dropping.delete(dropping));
    this.dropping.add(dropping);
  }

  private async drop(batchId: string, entry: Entry): Promise<void> {
    if (this.entries.get(batchId) !== entry) return;
    this.entries.delete(batchId);
    try {
      const source = await entry.source.catch(() => undefined);
      await source?.close?.();
    } catch (error) {
      this.logger.warn(`Image source of batch ${batchId} did not close: ${String(error)}`);
    }
    const folder = await entry.dir.catch(() => null);
    if (!folder) return;
    await rm(folder, { recursive: true, force: true }).catch((error: unknown) => {
      this.logger.warn(`Images of batch ${batchId} were not deleted from ${folder}: ${String(error)}`);
    });
  }
}
