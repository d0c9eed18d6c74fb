import fs from 'node:fs';
import { Readable } from 'node:stream';
import type { ObjectStorage } from '@deckmill/storage';
import { compileTemplate } from '@deckmill/pptx';
import { fixtureDeck } from '@deckmill/testing';
import { tempObjectStorage, type TempObjectStorage } from '../testing/temp-object-storage';
import { TemplateCache } from './template-cache';

const DECK = fs.readFileSync(fixtureDeck('python-pptx-tbl-cell.pptx'));
/** What the cache counts the deck as once compiled. */
const FOOTPRINT = compileTemplate(DECK).footprintBytes;

function put(storage: ObjectStorage, key: string) {
  return storage.putStream(key, Readable.from([DECK]), { contentType: 'application/octet-stream' });
}

/** Room for two copies of the deck, not three. */
class SmallTemplateCache extends TemplateCache {
  protected override readonly budgetBytes = FOOTPRINT * 2.5;
}

describe('TemplateCache', () => {
  let temp: TempObjectStorage;
  let storage: ObjectStorage;

  beforeEach(async () => {
    temp = await tempObjectStorage('deckmill-template-cache-');
    storage = temp.storage;
    for (const key of ['templates/a.pptx', 'templates/b.pptx', 'templates/c.pptx']) {
      await put(storage, key);
    }
  });

  afterEach(() => temp.remove());

  it('compiles a template once and serves later requests from memory', async () => {
    const cache = new TemplateCache(storage);
    const first = await cache.get('templates/a.pptx');
    await storage.delete('templates/a.pptx');
    expect(await cache.get('templates/a.pptx')).toBe(first);
  });

  it('keeps the most recently used templates within its byte budget', async () => {
    const cache = new SmallTemplateCache(storage);
    await cache.get('templates/a.pptx');
    await cache.get('templates/b.pptx');
    await cache.get('templates/a.pptx'); // a is now the most recently used
    await cache.get('templates/c.pptx');
    expect(cache.keys()).toEqual(['templates/a.pptx', 'templates/c.pptx']);
  });

  it('counts a template by what its compiled form holds, not by its file', async () => {
    // The deck's XML is larger than its file, and what fitting and segments keep of it larger again.
    expect(FOOTPRINT).toBeGreaterThan(10 * DECK.byteLength);
    class FileSizedCache extends TemplateCache {
      protected override readonly budgetBytes = DECK.byteLength * 2.5;
    }
    const cache = new FileSizedCache(storage);
    await cache.get('templates/a.pptx');
    await cache.get('templates/b.pptx');
    expect(cache.keys()).toEqual(['templates/b.pptx']);
  });

  it('keeps the newest template even when it alone is over the budget', async () => {
    class TinyCache extends TemplateCache {
      protected override readonly budgetBytes = 1;
    }
    const cache = new TinyCache(storage);
    await cache.get('templates/a.pptx');
    await cache.get('templates/b.pptx');
    expect(cache.keys()).toEqual(['templates/b.pptx']);
  });

  it('never evicts a template still loading: it frees nothing and would be read twice', async () => {
    let release = (): void => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let slowReads = 0;
    const gated: ObjectStorage = Object.create(storage);
    gated.getStream = async (key) => {
      if (key === 'templates/slow.pptx') {
        slowReads += 1;
        await gate;
      }
      return storage.getStream(key);
    };
    await put(storage, 'templates/slow.pptx');
    const cache = new SmallTemplateCache(gated);

    const slow = cache.get('templates/slow.pptx'); // the least recently used, still loading
    await cache.get('templates/a.pptx');
    await cache.get('templates/b.pptx');
    await cache.get('templates/c.pptx'); // over the budget: a goes, not the loading one
    expect(cache.keys()).toEqual(['templates/slow.pptx', 'templates/b.pptx', 'templates/c.pptx']);

    const again = cache.get('templates/slow.pptx');
    release();
    expect(await again).toBe(await slow);
    expect(slowReads).toBe(1);
  });

  it('does not cache a failed load, so a retry reads the file again', async () => {
    const cache = new TemplateCache(storage);
    await expect(cache.get('templates/missing.pptx')).rejects.toThrow();
    expect(cache.keys()).toEqual([]);
    await put(storage, 'templates/missing.pptx');
    await expect(cache.get('templates/missing.pptx')).resolves.toBeDefined();
  });

  it('warms a template in the background: read once, and a failure shared with the request that joined it', async () => {
    let reads = 0;
    const counted: ObjectStorage = Object.create(storage);
    counted.getStream = async (key) => {
      reads += 1;
      return storage.getStream(key);
    };
    const cache = new TemplateCache(counted);
    cache.warm('templates/a.pptx');
    cache.warm('templates/a.pptx');
    expect(cache.keys()).toEqual(['templates/a.pptx']);
    const warmed = await cache.get('templates/a.pptx');
    cache.warm('templates/a.pptx');
    expect(await cache.get('templates/a.pptx')).toBe(warmed);
    expect(reads).toBe(1);

    cache.warm('templates/missing.pptx');
    await expect(cache.get('templates/missing.pptx')).rejects.toThrow();
    expect(cache.keys()).toEqual(['templates/a.pptx']);
  });
});
