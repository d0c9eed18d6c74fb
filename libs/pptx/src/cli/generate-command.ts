import { createWriteStream } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { parseCsv, rowRecord } from '../csv';
import { compileTemplate } from '../template/compile-template';
import { readTemplateFile } from '../template/inspect-template';
import { zipArchiveStream, type ArchiveItem } from '../zip/zip-archive-stream';
import { mapColumns, rowValues } from './column-mapping';
import { deckFileName, UniqueNames } from './file-names';
import { ProgressBar } from './progress-bar';
import { renderAhead } from './render-ahead';

export interface GenerateOptions {
  readonly template: string;
  readonly csv: string;
  readonly map?: string;
  readonly out?: string;
  readonly outDir?: string;
  readonly name?: string;
  readonly watermark: boolean;
}

export interface GenerateSummary {
  readonly rows: number;
  readonly rowsWithMissing: ReadonlyArray<{ readonly row: number; readonly missing: readonly string[] }>;
  readonly seconds: number;
}

const LOOKAHEAD = 4;

/** `deckmill generate`: one deck per CSV row, into one ZIP (--out) or a directory (--out-dir). */
export async function generateCommand(
  options: GenerateOptions,
  progressOutput: NodeJS.WriteStream,
): Promise<GenerateSummary> {
  const started = performance.now();
  const template = compileTemplate(await readTemplateFile(options.template));
  const table = parseCsv(await readFile(options.csv));
  const mappingJson = options.map === undefined ? undefined : await readFile(options.map, 'utf8');
  const mapping = mapColumns(template.placeholders, table.headers, mappingJson);
  const names = new UniqueNames();
  const progress = new ProgressBar(progressOutput, table.rows.length);
  const rowsWithMissing: Array<{ row: number; missing: readonly string[] }> = [];
  let done = 0;
  const decks = renderAhead(
    table.rows,
    async (row, index): Promise<ArchiveItem> => {
      const deck = await template.render(rowValues(mapping, row), { watermark: options.watermark });
      if (deck.missing.length > 0) rowsWithMissing.push({ row: index + 1, missing: deck.missing });
      const name = names.claim(deckFileName(options.name, rowRecord(table, index), index + 1));
      return { name, chunks: deck.chunks };
    },
    LOOKAHEAD,
  );
  const counted = async function* () {
    for await (const deck of decks) {
      yield deck;
      progress.update(++done);
    }
  };
  if (options.out !== undefined) {
    await mkdir(path.dirname(path.resolve(options.out)), { recursive: true });
    await pipeline(zipArchiveStream(counted()), createWriteStream(options.out));
  } else if (options.outDir !== undefined) {
    const outDir = options.outDir;
    await mkdir(outDir, { recursive: true });
    for await (const deck of counted()) {
      await pipeline(
        async function* () {
          yield* deck.chunks;
        },
        createWriteStream(path.join(outDir, deck.name)),
      );
    }
  }
  progress.finish();
  rowsWithMissing.sort((left, right) => left.row - right.row);
  return { rows: done, rowsWithMissing, seconds: (performance.now() - started) / 1000 };
}
