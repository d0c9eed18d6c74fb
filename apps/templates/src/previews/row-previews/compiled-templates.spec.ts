import { readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { FsObjectStorage } from '@deckmill/storage';
import { compileTemplate } from '@deckmill/pptx';
import { fixtureDeck } from '@deckmill/testing';
import { COMPILED_TEMPLATES_MAX, CompiledTemplates } from './compiled-templates';
import { openTemporaryStorage } from '../testing/temporary-storage';

describe('CompiledTemplates', () => {
  let rootDir: string;
  let storage: FsObjectStorage;
  let reads: string[];

  beforeEach(async () => {
    ({ rootDir, storage } = await openTemporaryStorage('compiled-templates-spec'));
    const deck = readFileSync(fixtureDeck('automizer-TextReplace.pptx'));
    for (let index = 0; index <= COMPILED_TEMPLATES_MAX; index += 1) {
      await storage.putStream(`t${index}.pptx`, Readable.from([deck]), {
        contentType: 'x',
        size: deck.length,
      });
    }
    reads = [];
    const getStream = storage.getStream.bind(storage);
    storage.getStream = (key, options) => {
      reads.push(key);
      return getStream(key, options);
    };
  });

  afterEach(async () => {
    await rm(rootDir, { recursive: true, force: true });
  });

  it('compiles a template once for row after row, and keeps only the most recently used ones', async () => {
    const cache = new CompiledTemplates(storage);
    const first = await cache.get('t0.pptx');
    expect(await cache.get('t0.pptx')).toBe(first);
    expect(reads).toEqual(['t0.pptx']);
    const deck = await first.render({ replace: 'Acme' });
    expect(deck.byteLength).toBeGreaterThan(0);

    for (let index = 1; index <= COMPILED_TEMPLATES_MAX; index += 1) await cache.get(`t${index}.pptx`);
    expect(cache.keys()).toHaveLength(COMPILED_TEMPLATES_MAX);
    expect(cache.keys()).not.toContain('t0.pptx');
  });

  it('counts a template by what its compiled form holds, not by its file', async () => {
    const deck = readFileSync(fixtureDeck('automizer-TextReplace.pptx'));
    const footprint = compileTemplate(deck).footprintBytes;
    // Room for one template as it is held compiled, not two; counted by their files, hundreds would fit.
    class SmallCache extends CompiledTemplates {
      protected override readonly budgetBytes = footprint * 1.5;
    }
    expect(footprint * 1.5).toBeGreaterThan(100 * deck.length);
    const cache = new SmallCache(storage);
    await cache.get('t0.pptx');
    expect(cache.keys()).toEqual(['t0.pptx']);
    await cache.get('t1.pptx');
    expect(cache.keys()).toEqual(['t1.pptx']);
  });

  it('does not keep a template that failed to load, so the next request reads it again', async () => {
    const cache = new CompiledTemplates(storage);
    await expect(cache.get('missing.pptx')).rejects.toThrow();
    expect(cache.keys()).toEqual([]);
  });
});
