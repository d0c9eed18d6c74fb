import { closeSync, openSync, writevSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  ENCODING_LABELS,
  parseCsv,
  rowRawValues,
  rowRecord,
  TEXT_ENCODINGS,
  type CsvTable,
  type TextEncodingName,
} from '@deckmill/csv';
import {
  GROUP_ROWS_FIELD,
  groupRows,
  parseJsonData,
  scalarFields,
  withRawValues,
  type DataRecord,
} from '@deckmill/csv/data';
import { readWorkbook, type WorkbookTable } from '@deckmill/csv/workbook';
import type { Placeholder } from '../template/placeholders';
import { compileTemplate } from '../template/compile-template';
import type { CompiledTemplate } from '../template/compiled-template';
import type { ImageSource } from '../images/image-source';
import { readTemplateFile } from '../template/inspect-template';
import { type ArchiveItem, writeZipArchive } from '@deckmill/zip/node';
import { deckFileName, UniqueNames } from '@deckmill/csv/naming';
import { openCliImages } from './cli-images';
import { mapColumns, rowValues } from './column-mapping';
import { ProgressBar } from './progress-bar';
import { renderAhead } from './render-ahead';

export interface GenerateOptions {
  readonly template: string;
  /** Exactly one of csv, json and workbook (--data picks by the file's extension). */
  readonly csv?: string;
  readonly json?: string;
  /** An .xlsx or .ods workbook: one deck per row of `sheet` (default the first visible sheet holding a table). */
  readonly workbook?: string;
  readonly sheet?: string;
  /** With csv: the file's encoding (--encoding); absent: detected, and a guess is said on stderr. */
  readonly encoding?: TextEncodingName;
  /** With csv: one deck per value of this column instead of one per row. */
  readonly groupBy?: string;
  readonly locale?: string;
  readonly map?: string;
  readonly out?: string;
  readonly outDir?: string;
  readonly name?: string;
  readonly watermark: boolean;
  /** What each deck is written as (default the deck alone); pdf needs `toPdf`. */
  readonly formats?: readonly CliFormat[];
  /** Converts a deck to PDF: LibreOffice, given by the CLI's launcher (`@deckmill/office`). */
  readonly toPdf?: (deck: Uint8Array) => Promise<Uint8Array>;
  /** A folder or .zip of the pictures `{{%name}}` values name. */
  readonly images?: string;
  /** `host[:port]` image URLs may reach although internal, and over plain http (--allow-host). */
  readonly allowHosts?: readonly string[];
}

export type CliFormat = 'pptx' | 'pdf';

export interface GenerateSummary {
  /** Decks produced (what usage counts). */
  readonly rows: number;
  readonly rowsWithMissing: ReadonlyArray<{ readonly row: number; readonly missing: readonly string[] }>;
  /** What decks made do without (a picture that could not be had), one sentence each. */
  readonly rowsWithNotes: ReadonlyArray<{ readonly row: number; readonly notes: readonly string[] }>;
  readonly seconds: number;
}

const LOOKAHEAD = 4;
const DEFAULT_NAME_PATTERN = 'deck-{{row}}.pptx';

export interface DeckInput {
  readonly data: DataRecord;
  /** Top-level text fields, for --name. */
  readonly fields: Record<string, string>;
}

/** One input per deck: a CSV row, a group of CSV rows (--group-by), or an object of a JSON array. */
export async function deckInputs(
  options: Pick<GenerateOptions, 'csv' | 'json' | 'workbook' | 'sheet' | 'map' | 'groupBy' | 'encoding'>,
  placeholders: readonly Placeholder[],
  notes: (line: string) => void = () => undefined,
): Promise<DeckInput[]> {
  if (options.json !== undefined) {
    return parseJsonData(await readFile(options.json, 'utf8')).map((data) => ({
      data,
      fields: scalarFields(data),
    }));
  }
  const table = await readTable(options, notes);
  const mappingJson = options.map === undefined ? undefined : await readFile(options.map, 'utf8');
  const mapping = mapColumns(placeholders, table.headers, mappingJson);
  // Each row keeps every column (sections read fields the placeholders list does not name) plus the mapping.
  const rows = table.rows.map((row, index) => ({ ...rowRecord(table, index), ...rowValues(mapping, row) }));
  // A sheet's numbers and dates before their format, for the filters that format them (raw-values.ts), built
  // as the record is (every column's, then each placeholder's): a tag finds its text and value in one place. A
  // group's rows are its rows themselves, so they are found by the row.
  const raw = new Map(
    rows.map((row, index) => {
      const columns = rowRawValues(table, index);
      if (!columns) return [row, undefined];
      const mapped = [...mapping].flatMap(([key, column]) => {
        const value = columns[table.headers[column] ?? ''];
        return value === undefined ? [] : [[key, value] as const];
      });
      return [row, { ...columns, ...Object.fromEntries(mapped) }];
    }),
  );
  const withRaw = (row: Record<string, string>) => withRawValues(row, raw.get(row));
  const records: DataRecord[] =
    options.groupBy === undefined
      ? rows.map(withRaw)
      : groupRows(rows, options.groupBy).map((group) => {
          const members = group[GROUP_ROWS_FIELD] as Record<string, string>[];
          return withRawValues(
            { ...group, [GROUP_ROWS_FIELD]: members.map(withRaw) },
            members[0] && raw.get(members[0]),
          );
        });
  return records.map((data) => ({ data, fields: scalarFields(data) }));
}

/** The rows of a CSV or of a workbook's sheet, and what the person should know about how they were read. */
async function readTable(
  options: Pick<GenerateOptions, 'csv' | 'workbook' | 'sheet' | 'encoding'>,
  notes: (line: string) => void,
): Promise<Pick<CsvTable, 'headers' | 'rows'> & Partial<Pick<WorkbookTable, 'raw'>>> {
  if (options.workbook !== undefined) {
    const sheet = readWorkbook(await readFile(options.workbook), { sheet: options.sheet });
    const said = [`read the sheet "${sheet.sheet}" of ${path.basename(options.workbook)}.`, ...sheet.notes];
    notes(`deckmill: ${said.join(' ')}\n`);
    return sheet;
  }
  const table = parseCsv(await readFile(options.csv ?? ''), { encoding: options.encoding });
  const guess = guessedEncodingNote(table, options.csv ?? '');
  if (guess) notes(guess);
  return table;
}

/** What the CLI says when it guessed a file's encoding: which, from what line, and how to say otherwise. */
function guessedEncodingNote(table: CsvTable, file: string): string | undefined {
  if (table.encoding.evidence !== 'guessed') return undefined;
  const sample = table.encoding.sample === undefined ? '' : ` (its line "${table.encoding.sample}")`;
  return (
    `deckmill: read ${path.basename(file)} as ${ENCODING_LABELS[table.encoding.name]}${sample}; ` +
    `if that looks wrong, give --encoding (${TEXT_ENCODINGS.join(', ')}).\n`
  );
}

/** A deck as the formats ask: itself, its PDF (same name, `.pdf`), or both side by side. */
async function withFormats(
  deck: ArchiveItem,
  formats: readonly CliFormat[],
  toPdf: GenerateOptions['toPdf'],
): Promise<ArchiveItem[]> {
  const files = formats.includes('pptx') ? [deck] : [];
  if (!formats.includes('pdf')) return files;
  if (!toPdf) throw new Error('PDF output needs a converter (LibreOffice).');
  const pdf = await toPdf(Buffer.concat(deck.chunks));
  return [...files, { name: `${deck.name.replace(/\.pptx$/i, '')}.pdf`, chunks: [pdf] }];
}

/**
 * Writes each deck's chunks where they are (no joined copy) with one synchronous open, writev and close, between
 * renders. Through libuv's pool (writeFile, 8 at a time) the same files cost 2-9x the CPU: creating files in one
 * directory from four threads at once is mostly the kernel's contention (`tools/bench/file-writes.ts`: 3,000
 * files of 100 KB, 34-260 µs of CPU a file synchronously against 187-959 through fs/promises, on 2 vCPU).
 */
async function writeFiles(outDir: string, files: AsyncIterable<ArchiveItem>): Promise<void> {
  for await (const file of files) writeDeckFile(path.join(outDir, file.name), file.chunks);
}

function writeDeckFile(filePath: string, chunks: readonly Uint8Array[]): void {
  const fd = openSync(filePath, 'w');
  try {
    // libuv writes every chunk, in IOV_MAX batches, before it returns.
    writevSync(fd, chunks);
  } finally {
    closeSync(fd);
  }
}

/** `deckmill generate`: one deck per CSV row, into one ZIP (--out) or a directory (--out-dir). */
export async function generateCommand(
  options: GenerateOptions,
  progressOutput: NodeJS.WriteStream,
): Promise<GenerateSummary> {
  const started = performance.now();
  const template = compileTemplate(await readTemplateFile(options.template));
  const inputs = await deckInputs(options, template.placeholders, (line) => progressOutput.write(line));
  const images = await openCliImages(options.images, options.allowHosts ?? []);
  try {
    return await generateDecks(options, template, inputs, images.source, progressOutput, started);
  } finally {
    await images.close();
  }
}

async function generateDecks(
  options: GenerateOptions,
  template: CompiledTemplate,
  inputs: readonly DeckInput[],
  images: ImageSource,
  progressOutput: NodeJS.WriteStream,
  started: number,
): Promise<GenerateSummary> {
  const names = new UniqueNames();
  const progress = new ProgressBar(progressOutput, inputs.length);
  const rowsWithMissing: Array<{ row: number; missing: readonly string[] }> = [];
  const rowsWithNotes: Array<{ row: number; notes: readonly string[] }> = [];
  let done = 0;
  const formats = options.formats ?? ['pptx'];
  const decks = renderAhead(
    inputs,
    async (input, index): Promise<ArchiveItem[]> => {
      const deck = await template.render(input.data, {
        watermark: options.watermark,
        images,
        ...(options.locale ? { locale: options.locale } : {}),
      });
      if (deck.missing.length > 0) rowsWithMissing.push({ row: index + 1, missing: deck.missing });
      if (deck.notes.length > 0) rowsWithNotes.push({ row: index + 1, notes: deck.notes });
      const name = names.claim(
        deckFileName(options.name ?? DEFAULT_NAME_PATTERN, { row: index + 1, columns: input.fields }),
      );
      return withFormats({ name, chunks: deck.chunks }, formats, options.toPdf);
    },
    LOOKAHEAD,
  );
  const counted = async function* () {
    for await (const files of decks) {
      yield* files;
      progress.update(++done);
    }
  };
  if (options.out !== undefined) {
    await mkdir(path.dirname(path.resolve(options.out)), { recursive: true });
    await writeZipArchive(counted(), options.out);
  } else if (options.outDir !== undefined) {
    await mkdir(options.outDir, { recursive: true });
    await writeFiles(options.outDir, counted());
  }
  progress.finish();
  rowsWithMissing.sort((left, right) => left.row - right.row);
  rowsWithNotes.sort((left, right) => left.row - right.row);
  return { rows: done, rowsWithMissing, rowsWithNotes, seconds: (performance.now() - started) / 1000 };
}
