import type { RenderedDeck } from '@deckmill/pptx';
import { parsePackSlice, type PutObjectOptions } from '@deckmill/storage';
import { deckKey } from '../../../shared';
import { DeckPack, storePack, type PackContents, type PackedRow } from './deck-pack';

const BATCH = '6f1c2d0e-1111-4a5b-9c8d-000000000002';

function deck(text: string, notes: string[] = []): RenderedDeck {
  const chunks = [Buffer.from(text.slice(0, 1)), Buffer.from(text.slice(1))];
  return { chunks, notes, byteLength: text.length } as unknown as RenderedDeck;
}

/** A store that keeps what is put, joined, with the decks each put says it holds. */
function memoryStore() {
  const objects = new Map<string, { bytes: Buffer; options: PutObjectOptions; decks: number | undefined }>();
  return {
    objects,
    putChunks: async (
      key: string,
      chunks: Iterable<Uint8Array>,
      options: PutObjectOptions,
      decks?: number,
    ) => {
      const bytes = Buffer.concat([...chunks]);
      objects.set(key, { bytes, options, decks });
      return { size: bytes.length, etag: 'e' };
    },
  };
}

describe('DeckPack', () => {
  it('hands over what it holds before a deck would take it past its limit, and leaves a deck of over half alone', () => {
    const pack = new DeckPack(10);
    expect(pack.add({ rowNumber: 1, attempts: 0, deck: deck('abcd') })).toBeUndefined();
    expect(pack.add({ rowNumber: 2, attempts: 0, deck: deck('efghij') })).toBeUndefined();
    const full = pack.add({ rowNumber: 3, attempts: 0, deck: deck('k!') });
    expect(full?.bytes.toString()).toBe('abcdefghij');
    expect(full?.rows.map(({ rowNumber, start, length }) => ({ rowNumber, start, length }))).toEqual([
      { rowNumber: 1, start: 0, length: 4 },
      { rowNumber: 2, start: 4, length: 6 },
    ]);
    expect(pack.take()?.bytes.toString()).toBe('k!');
    expect(pack.take()).toBeUndefined();
    expect(pack.takes(deck('012345'))).toBe(false);
    expect(pack.takes(deck('01234'))).toBe(true);
  });
});

/** A pack of `rows`, added in the order given. */
function packOf(rows: PackedRow[]): PackContents {
  const pack = new DeckPack(1000);
  for (const row of rows) pack.add(row);
  const contents = pack.take();
  if (!contents) throw new Error('empty pack');
  return contents;
}

describe('storePack', () => {
  it('stores rows as one pack, each done with the slice holding its own bytes', async () => {
    const store = memoryStore();
    const rows: PackedRow[] = [
      { rowNumber: 7, attempts: 1, deck: deck('seven', ['a note']) },
      { rowNumber: 5, attempts: 0, deck: deck('five') },
      { rowNumber: 6, attempts: 0, deck: deck('six!!') },
    ];

    const done = await storePack(store, BATCH, packOf(rows));

    expect([...store.objects.keys()]).toEqual([
      expect.stringMatching(new RegExp(`^presentations/${BATCH}/packs/5-7-[0-9a-f-]{36}\\.pack$`)),
    ]);
    const [pack] = [...store.objects.values()];
    expect(pack?.bytes.toString()).toBe('sevenfivesix!!');
    expect(pack?.decks).toBe(3);
    expect(
      done.map(({ rowNumber, sizeBytes, attempts, notes }) => ({ rowNumber, sizeBytes, attempts, notes })),
    ).toEqual([
      { rowNumber: 7, sizeBytes: 5, attempts: 2, notes: ['a note'] },
      { rowNumber: 5, sizeBytes: 4, attempts: 1, notes: [] },
      { rowNumber: 6, sizeBytes: 5, attempts: 1, notes: [] },
    ]);
    for (const row of done) {
      const slice = parsePackSlice(row.outputKey);
      expect(pack?.bytes.subarray(slice?.start, (slice?.start ?? 0) + (slice?.length ?? 0)).toString()).toBe(
        { 5: 'five', 6: 'six!!', 7: 'seven' }[row.rowNumber],
      );
    }
  });

  it("stores a lone row under its own row's key", async () => {
    const store = memoryStore();
    const done = await storePack(store, BATCH, packOf([{ rowNumber: 3, attempts: 0, deck: deck('three') }]));

    expect(done).toEqual([
      { outputKey: deckKey(BATCH, 3), sizeBytes: 5, notes: [], rowNumber: 3, attempts: 1 },
    ]);
    expect(store.objects.get(deckKey(BATCH, 3))?.bytes.toString()).toBe('three');
  });
});
