import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import {
  DEFAULT_PDF_OPTIONS,
  PdfConversionError,
  PdfConverter,
  convertToPdfOffline,
  sameFamily,
  type OfficeRunner,
  type PdfConverterOptions,
} from '../src';
import { takeCpuTurn } from '@deckmill/testing';

/** The shared real-world decks (see shared/fixtures/README.md). */
const FIXTURE_DIR = path.resolve(__dirname, '../../../../shared/fixtures/pptx');
const MISSING_FONT = 'Deckmill Missing Font';
const SLOW = 240_000;

function fixture(name: string): Uint8Array {
  return readFileSync(path.join(FIXTURE_DIR, name));
}

/** A fixture whose first plain run asks for a font no machine has. */
function withMissingFont(deck: Uint8Array): Uint8Array {
  const files = unzipSync(deck);
  const slide = strFromU8(files['ppt/slides/slide1.xml'] ?? new Uint8Array());
  const changed = slide.replace(
    /<a:rPr([^>]*?)\/>/,
    `<a:rPr$1><a:latin typeface="${MISSING_FONT}"/></a:rPr>`,
  );
  if (changed === slide) throw new Error('the fixture has no run to change');
  return zipSync({ ...files, 'ppt/slides/slide1.xml': strToU8(changed) });
}

function slideCount(deck: Uint8Array): number {
  return Object.keys(unzipSync(deck)).filter((name) => /^ppt\/slides\/slide\d+\.xml$/.test(name)).length;
}

async function pageCount(pdf: Buffer, directory: string): Promise<number> {
  const file = path.join(directory, `${Math.random().toString(36).slice(2)}.pdf`);
  await writeFile(file, pdf);
  const pages = /^Pages:\s+(\d+)$/m.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1];
  return Number(pages);
}

function fcMatch(family: string): string {
  return execFileSync('fc-match', ['-f', '%{family[0]}', family], { encoding: 'utf8' }).trim();
}

describe('PdfConverter with this machine’s LibreOffice', () => {
  // LibreOffice suites and the responsiveness suite take turns for the two cores (libs/testing cpu-turn.ts).
  let releaseCpu: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    releaseCpu = await takeCpuTurn();
  }, 10 * 60_000);
  afterAll(async () => {
    await releaseCpu?.();
  });

  let workRoot: string;
  let options: PdfConverterOptions;

  beforeAll(async () => {
    if (!(await new PdfConverter().available()))
      throw new Error('LibreOffice and poppler-utils are required');
  });

  beforeEach(async () => {
    workRoot = await mkdtemp(path.join(tmpdir(), 'deckmill-pdf-test-'));
    options = { ...DEFAULT_PDF_OPTIONS, workRoot };
  });

  afterEach(async () => {
    await rm(workRoot, { recursive: true, force: true });
  });

  it(
    'converts a real deck to one page per slide and reports the fonts it substituted',
    async () => {
      const deck = withMissingFont(fixture('automizer-TextReplace.pptx'));
      const { pdf, fonts } = await new PdfConverter(options).convert(deck, { owner: 'alice' });
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(await pageCount(pdf, workRoot)).toBe(slideCount(deck));

      const requested = fonts.fonts.map((font) => font.requested);
      expect(requested).toEqual(expect.arrayContaining(['Calibri', 'Calibri Light', MISSING_FONT]));
      const missing = fonts.fonts.find((font) => font.requested === MISSING_FONT);
      expect(missing).toMatchObject({ substituted: true, used: fcMatch(MISSING_FONT) });
      const calibri = fonts.fonts.find((font) => font.requested === 'Calibri');
      // Carlito where fonts-crosextra-carlito is installed; whatever fontconfig picks elsewhere.
      expect(calibri).toMatchObject({ used: fcMatch('Calibri'), inPdf: true });
      expect(calibri?.substituted).toBe(!sameFamily(fcMatch('Calibri'), 'Calibri'));
      for (const font of fonts.fonts.filter((entry) => entry.inPdf)) {
        expect(fonts.pdfFamilies.some((family) => sameFamily(family, font.used ?? ''))).toBe(true);
      }
      expect(fonts.substitutedCount).toBe(fonts.fonts.filter((font) => font.substituted).length);
      expect(await readdir(workRoot)).toEqual([expect.stringMatching(/\.pdf$/)]);
    },
    SLOW,
  );

  it(
    'runs two conversions at once, each in its own work directory and profile',
    async () => {
      const profiles: string[] = [];
      let running = 0;
      let mostAtOnce = 0;
      const recording: OfficeRunner = async (conversion) => {
        profiles.push(conversion.profileDir);
        running += 1;
        mostAtOnce = Math.max(mostAtOnce, running);
        try {
          await convertToPdfOffline(conversion);
        } finally {
          running -= 1;
        }
      };
      const converter = new PdfConverter({ ...options, concurrency: 2 }, recording);
      const decks = [fixture('automizer-TextReplace.pptx'), fixture('poi-shapes.pptx')];
      const outputs = await Promise.all([
        converter.convert(decks[0] ?? new Uint8Array(), { owner: 'alice' }),
        converter.convert(decks[1] ?? new Uint8Array(), { owner: 'bob' }),
      ]);
      expect(mostAtOnce).toBe(2);
      expect(new Set(profiles).size).toBe(2);
      expect(new Set(profiles.map((profile) => path.dirname(profile))).size).toBe(2);
      for (const [index, output] of outputs.entries()) {
        expect(await pageCount(output.pdf, workRoot)).toBe(slideCount(decks[index] ?? new Uint8Array()));
      }
      expect((await readdir(workRoot)).filter((name) => name.startsWith('deckmill-pdf-'))).toEqual([]);
    },
    SLOW,
  );

  it(
    'kills LibreOffice at the per-file deadline, retries once in a fresh profile, then fails with timeout',
    async () => {
      const profiles: string[] = [];
      const counting: OfficeRunner = (conversion) => {
        profiles.push(conversion.profileDir);
        return convertToPdfOffline(conversion);
      };
      const converter = new PdfConverter({ ...options, timeoutMs: 300 }, counting);
      const failure = await converter
        .convert(fixture('poi-shapes.pptx'), { owner: 'alice' })
        .catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(PdfConversionError);
      expect(failure).toMatchObject({ reason: 'timeout' });
      expect(new Set(profiles).size).toBe(2);
      expect(await readdir(workRoot)).toEqual([]);
    },
    SLOW,
  );

  it('answers unavailable without LibreOffice, and too_large before anything runs', async () => {
    const missing = new PdfConverter({ ...options, soffice: '/nonexistent/soffice' });
    await expect(missing.convert(fixture('poi-shapes.pptx'), { owner: 'a' })).rejects.toMatchObject({
      reason: 'unavailable',
    });
    const small = new PdfConverter({ ...options, maxDeckBytes: 1024 });
    await expect(small.convert(fixture('poi-shapes.pptx'), { owner: 'a' })).rejects.toMatchObject({
      reason: 'too_large',
    });
  });
});
