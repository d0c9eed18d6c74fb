import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { compileTemplate, WATERMARK_TEXT } from '../src';
import { fixtureNames, injectPlaceholders, readFixture, type InjectedTag } from './support/fixtures';
import { convertToPdf, pdfText } from './support/libreoffice';
import { unzipDeck } from './support/deck-checks';

// An independent reader proves the rendered files are sound: LibreOffice opens each deck and exports it
// to PDF, and the values are found in the PDF's text. Requires Debian's libreoffice-impress and poppler-utils.
jest.setTimeout(300_000);

interface RenderedFixture {
  readonly fixture: string;
  readonly visibleTags: readonly InjectedTag[];
}

const work = { dir: '' };
const rendered: RenderedFixture[] = [];

// Text LibreOffice draws: visible slides, and SmartArt through its pre-drawn shapes.
function isDrawn(parts: Map<string, string>, part: string): boolean {
  if (/^ppt\/diagrams\/drawing/.test(part)) return true;
  return /^ppt\/slides\/slide\d+\.xml$/.test(part) && !/<p:sld [^>]*show="0"/.test(parts.get(part) ?? '');
}

// Line wrapping may split a value anywhere, so text is compared without whitespace.
function squash(text: string): string {
  return text.replace(/\s+/g, '');
}

beforeAll(async () => {
  work.dir = await mkdtemp(path.join(tmpdir(), 'deckmill-lo-'));
  const decks: string[] = [];
  for (const fixture of fixtureNames()) {
    const injected = injectPlaceholders(readFixture(fixture));
    const template = compileTemplate(injected.bytes);
    const values = Object.fromEntries(injected.tags.map((tag) => [tag.key, tag.value]));
    const deck = (await template.render(values, { watermark: true })).toBuffer();
    const file = path.join(work.dir, fixture);
    await writeFile(file, deck);
    decks.push(file);
    const parts = unzipDeck(deck);
    rendered.push({ fixture, visibleTags: injected.tags.filter((tag) => isDrawn(parts, tag.part)) });
  }
  await convertToPdf(decks, work.dir);
});

afterAll(async () => {
  if (work.dir) await rm(work.dir, { recursive: true, force: true });
});

describe('rendered decks opened by LibreOffice', () => {
  it.each(fixtureNames())('%s converts to a PDF holding the values and the watermark', async (fixture) => {
    const pdf = path.join(work.dir, fixture.replace(/\.pptx$/, '.pdf'));
    expect(existsSync(pdf)).toBe(true);
    const text = squash(await pdfText(pdf));
    const tags = rendered.find((entry) => entry.fixture === fixture)?.visibleTags ?? [];
    expect(tags.length).toBeGreaterThan(0);
    for (const tag of tags) expect(text).toContain(squash(tag.value));
    expect(text).toContain(squash(WATERMARK_TEXT));
  });
});
