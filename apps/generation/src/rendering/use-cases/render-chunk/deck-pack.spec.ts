import type { RenderedDeck } from '@deckmill/pptx';
import { parsePackSlice, type PutObjectOptions } from '@deckmill/storage';
import { deckKey } from '../../../shared';
import { DeckPack, storePack, type PackedRow } from './deck-pack';

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
  it('says when it holds its bytes, hands them over and starts anew, and leaves a deck as large alone', () => {
    const pack = new DeckPack(10);
    expect(pack.add({ rowNumber: 1, attempts: 0, deck: deck('abcd') })).toBe(false);
    expect(pack.add({ rowNumber: 2, attempts: 0, deck: deck('efghij') })).toBe(true);
    expect(pack.take().map((row) => row.rowNumber)).toEqual([1, 2]);
    expect(pack.take()).toEqual([]);
    expect(pack.takes(deck('0123456789'))).toBe(false);
    expect(pack.takes(deck('012345678'))).toBe(true);
  });
});

describe('storePack', () => {
  it('stores rows as one pack in row order, each done with the slice holding its own bytes', async () => {
    const store = memoryStore();
    const rows: PackedRow[] = [
      { rowNumber: 7, attempts: 1, deck: deck('seven', ['a note']) },
      { rowNumber: 5, attempts: 0, deck: deck('five') },
      { rowNumber: 6, attempts: 0, deck: deck('six!!') },
    ];

    const done = await storePack(store, BATCH, rows);

    expect([...store.objects.keys()]).toEqual([
      expect.stringMatching(new RegExp(`^presentations/${BATCH}/packs/5-7-[0-9a-f-]{36}\\.pack$`)),
    ]);
    const [pack] = [...store.objects.values()];
    expect(pack?.bytes.toString()).toBe('fivesix!!seven');
    expect(pack?.decks).toBe(3);
    expect(
      done.map(({ rowNumber, sizeBytes, attempts, notes }) => ({ rowNumber, sizeBytes, attempts, notes })),
    ).toEqual([
      { rowNumber: 5, sizeBytes: 4, attempts: 1, notes: [] },
      { rowNumber: 6, sizeBytes: 5, attempts: 1, notes: [] },
      { rowNumber: 7, sizeBytes: 5, attempts: 2, notes: ['a note'] },
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
    const done = await storePack(store, BATCH, [{ rowNumber: 3, attempts: 0, deck: deck('three') }]);

    expect(done).toEqual([
      { outputKey: deckKey(BATCH, 3), sizeBytes: 5, notes: [], rowNumber: 3, attempts: 1 },
    ]);
    expect(store.objects.get(deckKey(BATCH, 3))?.bytes.toString()).toBe('three');
  });
});
