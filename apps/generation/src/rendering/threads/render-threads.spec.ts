import fs from 'node:fs';
import { unzipSync, zipSync } from 'fflate';
import {
  compileTemplate,
  type CompiledTemplate,
  type ImageLookup,
  type ImageSource,
  type RenderedDeck,
} from '@deckmill/pptx';
import { fixtureDeck, solidPng } from '@deckmill/testing';
import { createHash } from 'node:crypto';
import { MAX_THREAD_TEMPLATE_BYTES, RenderThreads, type ThreadEnd, type ThreadedRow } from './render-threads';

const TEXT_KEY = 'templates/text.pptx';
const PICTURE_KEY = 'templates/picture.pptx';
const textDeck = fs.readFileSync(fixtureDeck('python-pptx-tbl-cell.pptx'));

/** A fixture deck whose picture is filled from the row's `logo` value. */
function pictureDeck(): Uint8Array {
  const parts = unzipSync(fs.readFileSync(fixtureDeck('automizer-SlideWithImages.pptx')));
  const slide = 'ppt/slides/slide1.xml';
  const xml = Buffer.from(parts[slide] as Uint8Array).toString('utf8');
  parts[slide] = Buffer.from(xml.replace('descr="picture"', 'descr="{{%logo}}"'));
  return zipSync(parts);
}

const files = new Map<string, Uint8Array>([
  [TEXT_KEY, textDeck],
  [PICTURE_KEY, pictureDeck()],
]);
const compiled = new Map(
  [...files].map(([key, bytes]) => [key, compileTemplate(bytes, { deflateLevel: 1 })] as const),
);

const png = solidPng(4, 2, [200, 30, 30]);
const logo = {
  bytes: png,
  contentType: 'image/png',
  extension: 'png',
  width: 4,
  height: 2,
  hash: createHash('sha256').update(png).digest('hex'),
};
/** The caller's picture source, counting what it was asked. */
function pictures() {
  const asked: string[] = [];
  const source: ImageSource = {
    resolve: async (value): Promise<ImageLookup> => {
      asked.push(value);
      return value === 'logo.png' ? { ok: true, image: logo } : { ok: false, reason: 'not in the archive' };
    },
  };
  return { source, asked };
}

function rowOf(
  templateKey: string,
  values: Record<string, string>,
  images: ImageSource,
  imagesKey = 'batch-1',
): ThreadedRow {
  return {
    templateKey,
    template: compiled.get(templateKey) as CompiledTemplate,
    values,
    watermark: false,
    locale: 'en-US',
    images,
    imagesKey,
    maxValueChars: 40,
  };
}

/** The same row rendered on this thread, as a pool of none does it. */
const here = new RenderThreads({
  threads: 0,
  templateBudgetBytes: 1,
  deflateLevel: 1,
  readTemplate: async () => {
    throw new Error('a pool of no threads reads no template');
  },
});

function pool(templateBudgetBytes = 64 * 1024 * 1024, idleMs?: number) {
  const reads: string[] = [];
  const ends: ThreadEnd[] = [];
  let ended: () => void = () => undefined;
  const threads = new RenderThreads({
    threads: 1,
    templateBudgetBytes,
    deflateLevel: 1,
    readTemplate: async (key) => {
      reads.push(key);
      return files.get(key) as Uint8Array;
    },
    ...(idleMs ? { idleMs } : {}),
    onThreadEnd: (end) => {
      ends.push(end);
      ended();
    },
  });
  /** Resolves when the next thread ends. */
  const nextEnd = () => new Promise<void>((resolve) => (ended = resolve));
  return { threads, reads, ends, nextEnd };
}

function same(deck: RenderedDeck, expected: RenderedDeck): void {
  expect(deck.toBuffer().equals(expected.toBuffer())).toBe(true);
  expect(deck.missing).toEqual(expected.missing);
  expect(deck.notes).toEqual(expected.notes);
}

describe('RenderThreads', () => {
  // One thread for the tests that need no settings of their own: starting one compiles the engine (about 1 s).
  let shared: ReturnType<typeof pool>;
  beforeAll(() => {
    shared = pool();
  });
  afterAll(() => shared.threads.stop());

  it('renders on a thread the very bytes the caller’s thread renders, reading each template once', async () => {
    const { threads, reads } = shared;
    const { source } = pictures();
    const rows = Array.from({ length: 6 }, (_, index) =>
      rowOf(TEXT_KEY, { title: `Row ${index + 1}`, body: 'x'.repeat(index * 5) }, source),
    );
    const decks = await Promise.all(rows.map((row) => threads.render(row)));
    expect(threads.running).toBe(1);
    for (const [index, row] of rows.entries()) same(decks[index] as RenderedDeck, await here.render(row));
    expect(reads).toEqual([TEXT_KEY]);
    // Given back once stored: its buffer moves to the thread with the next row (its bytes leave this one) and
    // carries a later deck.
    const first = decks[0] as RenderedDeck;
    threads.recycle(first);
    same(await threads.render(rows[1] as ThreadedRow), decks[1] as RenderedDeck);
    expect(first.byteLength).toBe(0);
  });

  it('fails a row the engine refuses with its reason and kind, and goes on with the next', async () => {
    const { threads } = shared;
    const { source } = pictures();
    const title = 'A title far too long for the forty characters allowed';
    await expect(threads.render(rowOf(TEXT_KEY, { title }, source))).rejects.toMatchObject({
      name: 'RenderError',
      kind: 'data',
      message: `The value for "title" is ${title.length} characters long; at most 40 fit on a slide.`,
    });
    await expect(threads.render(rowOf(TEXT_KEY, { title: 'Fine' }, source))).resolves.toBeDefined();
    expect(threads.running).toBe(1);
  });

  it('resolves a row’s pictures with the caller’s source, once per source, placed as the caller’s thread places them', async () => {
    const { threads } = shared;
    const { source, asked } = pictures();
    const placed = rowOf(PICTURE_KEY, { logo: 'logo.png' }, source);
    const absent = rowOf(PICTURE_KEY, { logo: 'acme.png' }, source);
    same(await threads.render(placed), await here.render(placed));
    const kept = await threads.render(absent);
    same(kept, await here.render(absent));
    expect(kept.notes.join(' ')).toContain('not in the archive');
    expect(threads.running).toBe(1);
    // Once by the thread, once by the caller's render above.
    expect(asked.filter((value) => value === 'logo.png')).toHaveLength(2);
    // The same picture again crosses no more; another batch's source is asked for its own.
    same(await threads.render(placed), await here.render(placed));
    expect(asked.filter((value) => value === 'logo.png')).toHaveLength(3);
    await threads.render(rowOf(PICTURE_KEY, { logo: 'logo.png' }, source, 'batch-2'));
    expect(asked.filter((value) => value === 'logo.png')).toHaveLength(4);
  });

  it('renders the rows of a large template (its pictures) on the caller’s thread, starting no thread', async () => {
    const { threads, reads } = pool();
    const { source } = pictures();
    const row = rowOf(TEXT_KEY, { title: 'Large' }, source);
    const large = Object.create(row.template, {
      fileByteLength: { value: MAX_THREAD_TEMPLATE_BYTES + 1 },
    }) as CompiledTemplate;
    same(await threads.render({ ...row, template: large }), await here.render(row));
    expect(threads.running).toBe(0);
    expect(reads).toEqual([]);
  });

  it('sends a template again once the thread let it go for another', async () => {
    // A budget of one byte: a thread keeps only the template it compiled last.
    const { threads, reads } = pool(1);
    try {
      const { source } = pictures();
      for (const key of [TEXT_KEY, PICTURE_KEY, TEXT_KEY]) {
        const row = rowOf(key, { title: 'Again', logo: 'logo.png' }, source);
        same(await threads.render(row), await here.render(row));
      }
      expect(reads).toEqual([TEXT_KEY, PICTURE_KEY, TEXT_KEY]);
      // Three rows at once of the template let go: each hears it is gone, the file is read once more.
      const rows = [1, 2, 3].map((index) =>
        rowOf(PICTURE_KEY, { logo: `logo.png`, title: `${index}` }, source),
      );
      const decks = await Promise.all(rows.map((row) => threads.render(row)));
      for (const [index, row] of rows.entries()) same(decks[index] as RenderedDeck, await here.render(row));
      expect(reads).toEqual([TEXT_KEY, PICTURE_KEY, TEXT_KEY, PICTURE_KEY]);
    } finally {
      await threads.stop();
    }
  });

  it('renders the rows of a thread that stops on the caller’s thread, losing none, and every row after', async () => {
    const { threads, ends } = pool();
    const { source } = pictures();
    const rows = Array.from({ length: 4 }, (_, index) => rowOf(TEXT_KEY, { title: `Row ${index}` }, source));
    const decks = rows.map((row) => threads.render(row));
    await threads.stop();
    const rendered = await Promise.all(decks);
    for (const [index, row] of rows.entries()) same(rendered[index] as RenderedDeck, await here.render(row));
    same(await threads.render(rows[0] as ThreadedRow), rendered[0] as RenderedDeck);
    expect(threads.running).toBe(0);
    expect(ends).toEqual([{ died: false, givenUp: false }]);
  });

  it('stops a thread left idle and starts one again for the next row', async () => {
    const { threads, ends, nextEnd } = pool(64 * 1024 * 1024, 50);
    try {
      const { source } = pictures();
      const row = rowOf(TEXT_KEY, { title: 'Idle' }, source);
      const ended = nextEnd();
      const first = await threads.render(row);
      await ended;
      expect(ends).toEqual([{ died: false, givenUp: false }]);
      expect(threads.running).toBe(0);
      same(await threads.render(row), first);
      expect(threads.running).toBe(1);
    } finally {
      await threads.stop();
    }
  });
});
