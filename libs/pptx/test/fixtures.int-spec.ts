import { inflateEntry, readZip } from '../src/template-zip';
import { DEFAULT_LIMITS } from '../src/limits';
import { compileTemplate, WATERMARK_TEXT, type OccurrenceKind } from '../src';
import { assertSoundPackage, shapeIds, unzipDeck } from './support/deck-checks';
import { fixtureNames, injectPlaceholders, readFixture, type InjectedTag } from './support/fixtures';
import { drawingText, emptyRunCount } from './support/xml-checks';

function expectedKind(tag: InjectedTag): OccurrenceKind[] {
  if (tag.part.startsWith('ppt/slides/_rels/')) return ['hyperlink'];
  if (tag.part.startsWith('ppt/slides/')) return ['slide', 'table'];
  if (tag.part.startsWith('ppt/notesSlides/')) return ['notes'];
  if (tag.part.startsWith('ppt/slideLayouts/')) return ['layout'];
  if (/^ppt\/(slideMasters|notesMasters)\//.test(tag.part)) return ['master'];
  if (tag.part.startsWith('ppt/diagrams/')) return ['smartart'];
  if (tag.part.startsWith('ppt/charts/')) return ['chart'];
  return ['title'];
}

function compressedParts(bytes: Uint8Array): Map<string, Buffer> {
  return new Map(readZip(bytes, DEFAULT_LIMITS).map((entry) => [entry.name, Buffer.from(entry.compressed)]));
}

describe.each(fixtureNames())('fixture %s', (fixture) => {
  const injected = injectPlaceholders(readFixture(fixture));
  const template = compileTemplate(injected.bytes);
  // A few decks come with placeholders of their own; they must be found and filled too.
  const ownKeys = compileTemplate(readFixture(fixture)).placeholders.map((placeholder) => placeholder.key);
  const values = Object.fromEntries([
    ...ownKeys.map((key) => [key, `Own ${key}`]),
    ...injected.tags.map((tag) => [tag.key.toUpperCase(), tag.value]),
  ]);

  it('inspects every injected placeholder once, where it was put', () => {
    expect(injected.tags.length).toBeGreaterThan(0);
    expect(template.placeholders.map((placeholder) => placeholder.key).sort()).toEqual(
      [...ownKeys, ...injected.tags.map((tag) => tag.key)].sort(),
    );
    for (const tag of injected.tags) {
      const placeholder = template.placeholders.find((candidate) => candidate.key === tag.key);
      const kinds = placeholder?.occurrences.map((occurrence) => occurrence.kind) ?? [];
      expect(kinds).toHaveLength(1);
      expect(expectedKind(tag)).toContain(kinds[0]);
    }
  });

  it('renders a sound deck with every value in place and the rest byte-identical', async () => {
    const deck = await template.render(values);
    expect(deck.missing).toEqual([]);
    const output = deck.toBuffer();
    // Every entry inflates to its declared size and CRC-32 (rewritten parts carry computed ones).
    for (const entry of readZip(output, DEFAULT_LIMITS)) expect(() => inflateEntry(entry)).not.toThrow();
    const parts = unzipDeck(output);
    const input = unzipDeck(injected.bytes);
    expect([...parts.keys()].sort()).toEqual([...input.keys()].sort());
    assertSoundPackage(parts);
    for (const [name, xml] of parts)
      expect({ name, tagLeft: xml.includes('{{') }).toEqual({ name, tagLeft: false });
    for (const tag of injected.tags) {
      const xml = parts.get(tag.part) ?? '';
      const text = tag.part.endsWith('.rels')
        ? xml
        : tag.part === 'docProps/core.xml'
          ? xml
          : `${drawingText(xml)}${xml}`;
      expect(
        text.includes(tag.value) || xml.includes(tag.value.replace('&', '&amp;').replace('<', '&lt;')),
      ).toBe(true);
      if (!tag.part.endsWith('.rels')) {
        expect(emptyRunCount(xml)).toBeLessThanOrEqual(emptyRunCount(input.get(tag.part) ?? ''));
      }
    }
    const changed = new Set(injected.tags.map((tag) => tag.part));
    const before = compressedParts(injected.bytes);
    for (const [name, data] of compressedParts(output)) {
      if (!changed.has(name))
        expect({ name, same: data.equals(before.get(name) ?? Buffer.alloc(0)) }).toEqual({
          name,
          same: true,
        });
    }
  });

  it('puts the watermark on every slide with unique shape ids', async () => {
    const parts = unzipDeck((await template.render(values, { watermark: true })).toBuffer());
    const slides = [...parts.keys()].filter((name) => /^ppt\/slides\/slide\d+\.xml$/.test(name));
    expect(slides).toHaveLength(template.slideCount);
    for (const slide of slides) {
      const xml = parts.get(slide) ?? '';
      expect(drawingText(xml)).toContain(WATERMARK_TEXT);
      const ids = shapeIds(xml);
      expect(new Set(ids).size).toBe(ids.length);
    }
    assertSoundPackage(parts);
  });
});
