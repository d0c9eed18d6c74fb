import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { solidPng } from '@deckmill/testing';
import { injectPlaceholders, readFixture } from '../../test/support/fixtures';
import { CompiledTemplate, type RenderOptions } from '../template/compiled-template';
import { RenderedDeck } from '../template/rendered-deck';
import { generateCommand } from './generate-command';

const work = { dir: '' };
const quiet = { isTTY: false } as NodeJS.WriteStream;

beforeAll(async () => {
  work.dir = await mkdtemp(path.join(tmpdir(), 'deckmill-generate-images-'));
  await writeFile(
    path.join(work.dir, 't.pptx'),
    injectPlaceholders(readFixture('automizer-TextReplace.pptx')).bytes,
  );
  await writeFile(path.join(work.dir, 'rows.csv'), 'logo\nLogos/acme.png\nmissing.png\n');
  await mkdir(path.join(work.dir, 'pictures', 'logos'), { recursive: true });
  await writeFile(path.join(work.dir, 'pictures', 'logos', 'acme.png'), solidPng(12, 8, [0, 0, 255]));
});

afterAll(async () => {
  jest.restoreAllMocks();
  if (work.dir) await rm(work.dir, { recursive: true, force: true });
});

describe('generateCommand with --images', () => {
  it('hands every render the images of the folder, and reports each deck’s notes by row', async () => {
    const original = CompiledTemplate.prototype.render;
    const seen: RenderOptions[] = [];
    // Stands in for the engine's placement: asks the source for the row's logo and notes what failed.
    jest.spyOn(CompiledTemplate.prototype, 'render').mockImplementation(async function (
      this: CompiledTemplate,
      values,
      options = {},
    ) {
      seen.push(options);
      const deck = await original.call(this, values, options);
      const lookup = await options.images?.resolve(String((values as Record<string, unknown>).logo));
      const notes = lookup && !lookup.ok ? [`Image "logo": ${lookup.reason}`] : [];
      return new RenderedDeck(deck.chunks, deck.missing, notes);
    });
    const summary = await generateCommand(
      {
        template: path.join(work.dir, 't.pptx'),
        csv: path.join(work.dir, 'rows.csv'),
        outDir: path.join(work.dir, 'out'),
        watermark: false,
        images: path.join(work.dir, 'pictures'),
      },
      quiet,
    );
    expect(seen).toHaveLength(2);
    expect(seen[0].images).toBe(seen[1].images);
    const found = await seen[0].images?.resolve('logos/ACME.png');
    expect(found?.ok && [found.image.width, found.image.height]).toEqual([12, 8]);
    expect(summary.rowsWithNotes).toEqual([
      { row: 2, notes: ['Image "logo": no file "missing.png" in the images folder'] },
    ]);
  });
});
