import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { Repository } from 'typeorm';
import { FairPool } from '@deckmill/office';
import type { FsObjectStorage } from '@deckmill/storage';
import { solidPng } from '@deckmill/testing';
import type { Template } from '../../../library';
import { previewKey, sourceKey } from '../../../shared';
import type { SlideRenderer } from '../../slide-renderer';
import { RenderPreviewsUseCase } from './render-previews.use-case';
import { openTemporaryStorage } from '../../testing/temporary-storage';

const OWNER = '6f1c2d4e-8a9b-4c3d-9e2f-1a2b3c4d5e6f';

/** Stands in for LibreOffice: one slide per deck, held until `release`; killed by the signal, as it is. */
class GatedRenderer {
  renders = 0;
  private open: () => void = () => undefined;
  private readonly gate = new Promise<void>((resolve) => {
    this.open = resolve;
  });

  available = () => Promise.resolve(true);

  private begun: () => void = () => undefined;
  /** Resolves when the first render has begun. */
  readonly started = new Promise<void>((resolve) => (this.begun = resolve));

  render = async (_deck: string, workDir: string, signal?: AbortSignal): Promise<string[]> => {
    this.renders += 1;
    this.begun();
    await new Promise<void>((resolve, reject) => {
      void this.gate.then(resolve);
      signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
    });
    const file = path.join(workDir, 'slide-1.png');
    await writeFile(file, solidPng(64, 36, [0, 0, 0]));
    return [file];
  };

  release(): void {
    this.open();
  }
}

/** The templates table as the use case uses it: rows by id, updates merged in. */
function templatesTable(rows: Template[]) {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    findOneBy: ({ id }: { id: number }) => Promise.resolve(byId.get(id) ?? null),
    existsBy: ({ id }: { id: number }) => Promise.resolve(byId.has(id)),
    update: ({ id }: { id: number }, changes: Partial<Template>) => {
      const row = byId.get(id);
      if (row) Object.assign(row, changes);
      return Promise.resolve({ affected: row ? 1 : 0 });
    },
  };
}

function template(id: number): Template {
  return {
    id,
    ownerId: OWNER,
    storagePrefix: `templates/0d7c6a3e-41d8-4e5c-9a57-2b2fbb2d4a1${id}/`,
    previewStatus: 'pending',
    previewCount: 0,
  } as Template;
}

describe('RenderPreviewsUseCase', () => {
  let rootDir: string;
  let storage: FsObjectStorage;

  beforeEach(async () => {
    ({ rootDir, storage } = await openTemporaryStorage('render-previews-spec'));
  });

  afterEach(async () => {
    await rm(rootDir, { recursive: true, force: true });
  });

  it('hands back the render running and the ones waiting when the stop signal aborts, failing none', async () => {
    const [running, waiting] = [template(1), template(2)];
    for (const row of [running, waiting]) {
      await storage.putStream(sourceKey(row.storagePrefix), Readable.from([Buffer.from('deck')]), {
        contentType: 'application/octet-stream',
      });
    }
    const renderer = new GatedRenderer();
    const useCase = new RenderPreviewsUseCase(
      templatesTable([running, waiting]) as unknown as Repository<Template>,
      storage,
      renderer as unknown as SlideRenderer,
      new FairPool(1),
    );
    const stop = new AbortController();
    const first = useCase.execute({ templateId: running.id, signal: stop.signal });
    const second = useCase.execute({ templateId: waiting.id, signal: stop.signal });
    await renderer.started;
    expect(renderer.renders).toBe(1);

    // The app quits while LibreOffice renders the first: it does not wait for it.
    const reason = new Error('stopping');
    stop.abort(reason);
    await expect(first).rejects.toBe(reason);
    await expect(second).rejects.toBe(reason);

    expect(renderer.renders).toBe(1);
    // Both untouched: their next deliveries render them.
    expect(running).toMatchObject({ previewStatus: 'pending', previewCount: 0 });
    expect(waiting).toMatchObject({ previewStatus: 'pending', previewCount: 0 });
    expect(await storage.exists(previewKey(running.storagePrefix, 1))).toBe(false);
  });

  it('finishes a render that no stop interrupts', async () => {
    const row = template(3);
    await storage.putStream(sourceKey(row.storagePrefix), Readable.from([Buffer.from('deck')]), {
      contentType: 'application/octet-stream',
    });
    const renderer = new GatedRenderer();
    const useCase = new RenderPreviewsUseCase(
      templatesTable([row]) as unknown as Repository<Template>,
      storage,
      renderer as unknown as SlideRenderer,
      new FairPool(1),
    );
    const done = useCase.execute({ templateId: row.id, signal: new AbortController().signal });
    renderer.release();
    await done;
    expect(row).toMatchObject({ previewStatus: 'ready', previewCount: 1 });
    expect(await storage.exists(previewKey(row.storagePrefix, 1))).toBe(true);
  });
});
