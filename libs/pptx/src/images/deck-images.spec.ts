import { createHash } from 'node:crypto';
import { solidPng } from '@deckmill/testing';
import { IMAGE_LOOKUPS_IN_FLIGHT, resolveDeckImages, type ImagePlan } from './deck-images';
import type { DeckImage, ImageLookup, ImageSource } from './image-source';
import { wholeImageTag, type ImageTag } from './image-tag';

function image(colour: [number, number, number]): DeckImage {
  const bytes = solidPng(2, 2, colour);
  const hash = createHash('sha256').update(bytes).digest('hex');
  return { bytes, contentType: 'image/png', extension: 'png', width: 2, height: 2, hash };
}

const tag = (text: string) => wholeImageTag(text) as ImageTag;
const red = image([255, 0, 0]);

/** A Map of pictures that counts its lookups and how many run at once. */
function mapSource(images: ReadonlyMap<string, DeckImage>) {
  const stats = { calls: [] as string[], inFlight: 0, peak: 0 };
  const source: ImageSource = {
    resolve: async (value): Promise<ImageLookup> => {
      stats.calls.push(value);
      stats.peak = Math.max(stats.peak, ++stats.inFlight);
      await new Promise((resolve) => setTimeout(resolve, 5));
      stats.inFlight--;
      const found = images.get(value);
      return found ? { ok: true, image: found } : { ok: false, reason: 'it is not in the archive' };
    },
  };
  return { source, stats };
}

describe("resolving a deck's pictures", () => {
  it('lets go of pictures past the deck’s byte budget, with a note, and keeps those within it', async () => {
    const blue = image([0, 0, 255]);
    const { source } = mapSource(
      new Map([
        ['red.png', red],
        ['blue.png', blue],
      ]),
    );
    const plan: ImagePlan = {
      tags: [
        { part: 'ppt/slides/slide1.xml', tag: tag('{{%first}}') },
        { part: 'ppt/slides/slide1.xml', tag: tag('{{%second}}') },
        { part: 'ppt/slides/slide1.xml', tag: tag('{{%again}}') },
      ],
    };
    const notes: string[] = [];
    // Room for one picture: the second distinct one is over; the first again costs nothing more.
    const budget = red.bytes.byteLength + 1;
    const images = await resolveDeckImages(
      plan,
      [{ first: 'red.png', second: 'blue.png', again: 'red.png' }],
      [],
      source,
      notes,
      budget,
    );
    expect(images.distinct).toEqual([red]);
    expect(images.byValue.has('blue.png')).toBe(false);
    expect(notes).toEqual([
      expect.stringMatching(
        /^Image "second": the deck's pictures would pass \d+ MB, the most one deck may hold/,
      ),
    ]);
  });

  it('looks each distinct value up once and keeps each distinct picture once', async () => {
    const { source, stats } = mapSource(
      new Map([
        ['a.png', red],
        ['copy-of-a.png', red],
      ]),
    );
    const plan: ImagePlan = {
      tags: [
        { part: 'ppt/slides/slide1.xml', tag: tag('{{%logo}}') },
        { part: 'ppt/slides/slide2.xml', tag: tag('{{%LOGO | cover}}') },
        { part: 'ppt/slides/slide2.xml', tag: tag('{{%backup}}') },
      ],
    };
    const notes: string[] = [];
    const images = await resolveDeckImages(
      plan,
      [{ Logo: 'a.png', backup: 'copy-of-a.png' }],
      [],
      source,
      notes,
    );
    expect(stats.calls.sort()).toEqual(['a.png', 'copy-of-a.png']);
    expect(images.byValue.get('a.png')).toBe(red);
    expect(images.distinct).toEqual([red]);
    expect(notes).toEqual([]);
  });

  it("reads a repeated slide's tag in each item, a few lookups at a time", async () => {
    const values = Array.from({ length: 12 }, (_, index) => `${index}.png`);
    const { source, stats } = mapSource(new Map(values.map((value) => [value, red])));
    const plan: ImagePlan = { tags: [{ part: 'ppt/slides/slide1.xml', tag: tag('{{%photo}}') }] };
    const items = values.map((photo) => ({ photo }));
    const repeated = [{ path: ['items'], ownedParts: ['ppt/slides/slide1.xml'] }];
    const images = await resolveDeckImages(plan, [{ items }], repeated, source, []);
    expect(images.byValue.size).toBe(12);
    expect(stats.peak).toBeLessThanOrEqual(IMAGE_LOOKUPS_IN_FLIGHT);
  });

  it('says once per tag why a picture could not be had, and nothing for an empty value', async () => {
    const { source } = mapSource(new Map());
    const plan: ImagePlan = {
      tags: [
        { part: 'ppt/slides/slide1.xml', tag: tag('{{%logo}}') },
        { part: 'ppt/slides/slide2.xml', tag: tag('{{%Logo}}') },
        { part: 'ppt/slides/slide2.xml', tag: tag('{{%empty}}') },
      ],
    };
    const notes: string[] = [];
    await resolveDeckImages(plan, [{ logo: 'gone.png', empty: '' }], [], source, notes);
    expect(notes).toEqual([`Image "logo": it is not in the archive; the template's picture was kept.`]);
  });

  it('says so when the render was given no pictures at all', async () => {
    const notes: string[] = [];
    const plan: ImagePlan = { tags: [{ part: 'ppt/slides/slide1.xml', tag: tag('{{%rep.photo}}') }] };
    await resolveDeckImages(plan, [{ rep: { photo: 'p.png' } }], [], undefined, notes);
    expect(notes).toEqual([
      `Image "rep.photo": no pictures were given for this generation; the template's picture was kept.`,
    ]);
  });
});
