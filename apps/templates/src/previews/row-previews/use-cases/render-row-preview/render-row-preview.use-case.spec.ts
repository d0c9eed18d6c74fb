import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { AccessibleTemplates } from '../../../../library';
import type { RpcClient } from '@deckmill/messaging';
import { FairPool } from '@deckmill/office';
import type { FsObjectStorage } from '@deckmill/storage';
import { solidPng } from '@deckmill/testing';
import type { SlideRenderer } from '../../../slide-renderer';
import type { CompiledTemplates } from '../../compiled-templates';
import {
  ROW_PREVIEWS_IN_FLIGHT,
  ROW_PREVIEWS_IN_FLIGHT_PER_USER,
  RenderRowPreviewUseCase,
} from './render-row-preview.use-case';
import { openTemporaryStorage } from '../../../testing/temporary-storage';

const PREFIX = 'templates/0d7c6a3e-41d8-4e5c-9a57-2b2fbb2d4a11/';
const ACTOR = '6f1c2d4e-8a9b-4c3d-9e2f-1a2b3c4d5e6f';

/** Stands in for LibreOffice: two slides per deck, each render held until `release` when a gate is set. */
class FakeRenderer {
  installed = true;
  renders: Array<Record<string, unknown>> = [];
  gate: Promise<void> | null = null;

  available = () => Promise.resolve(this.installed);

  render = async (_deck: string, workDir: string): Promise<string[]> => {
    this.renders.push({});
    if (this.gate) await this.gate;
    const files = [path.join(workDir, 'slide-1.png'), path.join(workDir, 'slide-2.png')];
    await writeFile(files[0] ?? '', solidPng(64, 36, [0, 0, 0]));
    await writeFile(files[1] ?? '', solidPng(64, 36, [255, 255, 255]));
    return files;
  };
}

describe('RenderRowPreviewUseCase', () => {
  let rootDir: string;
  let storage: FsObjectStorage;
  let renderer: FakeRenderer;
  let rendered: Array<{ values: unknown; options: unknown }>;
  let useCase: RenderRowPreviewUseCase;
  let pool: FairPool;

  beforeEach(async () => {
    ({ rootDir, storage } = await openTemporaryStorage('row-preview-spec'));
    renderer = new FakeRenderer();
    pool = new FairPool(1);
    rendered = [];
    const compiled = {
      get: () =>
        Promise.resolve({
          render: (values: unknown, options: unknown) => {
            rendered.push({ values, options });
            return Promise.resolve({ toStream: () => Readable.from([Buffer.from('deck')]), notes: ['kept'] });
          },
        }),
    };
    const accessible = { find: () => Promise.resolve({ template: { id: 5, storagePrefix: PREFIX } }) };
    const rpc = { call: () => Promise.resolve({ watermark: true }) };
    useCase = new RenderRowPreviewUseCase(
      accessible as unknown as AccessibleTemplates,
      compiled as unknown as CompiledTemplates,
      storage,
      renderer as unknown as SlideRenderer,
      pool,
      rpc as unknown as RpcClient,
    );
  });

  afterEach(async () => {
    await rm(rootDir, { recursive: true, force: true });
  });

  const ask = (values: Record<string, unknown>, actorId = ACTOR) =>
    useCase.execute({ actorId, templateId: 5, values, locale: 'de-DE' });
  /** Another user (the fake gives everyone the same template). */
  const userNumber = (index: number) => `${index}`.padStart(8, '0') + ACTOR.slice(8);

  it("renders the row with the plan's watermark and the locale, stores it, and serves it again from storage", async () => {
    const first = await ask({ name: 'Acme' });
    expect(first).toMatchObject({
      status: 'ready',
      cached: false,
      slides: [
        { slide: 1, width: 64, height: 36 },
        { slide: 2, width: 64, height: 36 },
      ],
      notes: ['kept'],
    });
    expect(rendered).toEqual([{ values: { name: 'Acme' }, options: { watermark: true, locale: 'de-DE' } }]);
    const hash = first.status === 'ready' ? first.hash : '';
    expect(await storage.exists(`${PREFIX}row-previews/${hash}/slide-2.png`)).toBe(true);

    const again = await ask({ name: 'Acme' });
    expect(again).toEqual({ ...first, cached: true });
    expect(renderer.renders).toHaveLength(1);
    expect(await ask({ name: 'Acme Ltd' })).toMatchObject({ cached: false });
    expect(renderer.renders).toHaveLength(2);
  });

  it('answers unavailable without LibreOffice, before queueing anything', async () => {
    renderer.installed = false;
    expect(await ask({ name: 'Acme' })).toEqual({ status: 'unavailable' });
    expect(rendered).toHaveLength(0);
  });

  it('renders the same row asked twice at once once, and answers busy beyond the previews in flight', async () => {
    let release: () => void = () => undefined;
    renderer.gate = new Promise<void>((resolve) => (release = resolve));
    const same = [ask({ row: 0 }), ask({ row: 0 })];
    // From other users, each within their own limit.
    const others = Array.from({ length: ROW_PREVIEWS_IN_FLIGHT - 1 }, (_, index) =>
      ask({ row: index + 1 }, userNumber(index + 1)),
    );
    // One drawing, the others waiting for the pool's one slot (the same row twice is one of them).
    while (pool.queued < ROW_PREVIEWS_IN_FLIGHT - 1) await new Promise((resolve) => setTimeout(resolve, 5));
    await expect(ask({ row: 99 }, userNumber(99))).rejects.toMatchObject({
      domainError: { kind: 'unavailable', code: 'row_preview_busy' },
    });
    release();
    const answers = await Promise.all([...same, ...others]);
    expect(answers.every((answer) => answer.status === 'ready')).toBe(true);
    expect(renderer.renders).toHaveLength(ROW_PREVIEWS_IN_FLIGHT);
    // Room again once they are done.
    expect(await ask({ row: 99 })).toMatchObject({ status: 'ready', cached: false });
  });

  it(`answers busy to a user with ${ROW_PREVIEWS_IN_FLIGHT_PER_USER} previews in flight, and only to that user`, async () => {
    let release: () => void = () => undefined;
    renderer.gate = new Promise<void>((resolve) => (release = resolve));
    const mine = Array.from({ length: ROW_PREVIEWS_IN_FLIGHT_PER_USER }, (_, index) => ask({ row: index }));
    while (pool.queued < ROW_PREVIEWS_IN_FLIGHT_PER_USER - 1) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await expect(ask({ row: 50 })).rejects.toMatchObject({
      domainError: { kind: 'unavailable', code: 'row_preview_busy' },
    });
    const theirs = ask({ row: 50 }, userNumber(2));
    release();
    expect(await theirs).toMatchObject({ status: 'ready', cached: false });
    await Promise.all(mine);
    expect(await ask({ row: 51 })).toMatchObject({ status: 'ready', cached: false });
  });
});
