import {
  DATA_FILE_TOO_LARGE_MESSAGE,
  DATASET_PREVIEW_ROWS,
  MAX_BATCH_ROWS,
  MAX_DATA_FILE_BYTES,
  type Dataset,
  type DatasetFormat,
} from '@deckmill/bus-contracts';
import type { RpcPayload } from '@deckmill/messaging';
import { CsvError, ENCODING_LABELS, parseCsvStream, rowRecord, type CsvTable } from '@deckmill/csv';
import { DataError, parseJsonData, recordColumns, tableColumns } from '@deckmill/csv/data';
import type { WorkbookTable } from '@deckmill/csv/workbook';
import type { ObjectStorage } from '@deckmill/storage';
import { GenerationErrors, readObject, readObjectPieces, utf8Data } from '../shared';
import type { DatasetContents } from './dataset-contents';

type CreateDatasetRequest = RpcPayload<'generation.create-dataset'>;

/** What the person is shown about a dataset beside its id, name and counts (sealed as one JSON). */
export type DatasetSummary = Pick<
  Dataset,
  'columns' | 'firstRows' | 'sheet' | 'sheets' | 'encoding' | 'separator' | 'warnings'
>;

export interface ReadDataset {
  readonly contents: DatasetContents;
  readonly summary: DatasetSummary;
}

const SEPARATORS = { ',': 'comma', ';': 'semicolon', '\t': 'tab', '|': 'pipe' } as const;
const SEPARATOR_WORDS = { comma: 'commas', semicolon: 'semicolons', tab: 'tabs', pipe: 'pipes (|)' } as const;

function csvWarnings(table: CsvTable): string[] {
  const warnings: string[] = [];
  const { encoding } = table;
  if (encoding.evidence === 'guessed') {
    const sample = encoding.sample ? ` A line as read: "${encoding.sample}".` : '';
    warnings.push(
      `The file is not UTF-8, so it was read as ${ENCODING_LABELS[encoding.name]}.${sample} ` +
        'If accents look wrong, choose the encoding it was saved in.',
    );
  }
  const separator = SEPARATORS[table.delimiter];
  if (separator !== 'comma') warnings.push(`Columns are separated by ${SEPARATOR_WORDS[separator]}.`);
  return warnings;
}

function tableDataset(
  table: Pick<CsvTable, 'headers' | 'rows' | 'rowLines'> & Pick<Partial<WorkbookTable>, 'raw'>,
  summary: Omit<DatasetSummary, 'columns' | 'firstRows'>,
): ReadDataset {
  const firstRows = table.rows.slice(0, DATASET_PREVIEW_ROWS).map((_row, index) => rowRecord(table, index));
  const { headers, rows, rowLines, raw } = table;
  // A workbook's raw values are kept only when a cell has one (a sheet of text keeps none).
  const anyRaw = raw?.some((row) => row.some((value) => value !== null)) === true;
  return {
    contents: { kind: 'table', headers, rows, rowLines, ...(anyRaw ? { raw } : {}) },
    summary: { columns: tableColumns(table.headers, table.rows), firstRows, ...summary },
  };
}

async function readCsv(storage: ObjectStorage, request: CreateDatasetRequest): Promise<ReadDataset> {
  const table = await parseCsvStream(readObjectPieces(storage, request.fileKey, MAX_DATA_FILE_BYTES), {
    maxRows: MAX_BATCH_ROWS,
    ...(request.encoding ? { encoding: request.encoding } : {}),
  });
  const { name, evidence, sample } = table.encoding;
  return tableDataset(table, {
    sheet: null,
    sheets: [],
    encoding: sample === undefined ? { name, evidence } : { name, evidence, sample },
    separator: SEPARATORS[table.delimiter],
    warnings: csvWarnings(table),
  });
}

async function readJson(storage: ObjectStorage, key: string): Promise<ReadDataset> {
  const bytes = await readObject(storage, key, MAX_DATA_FILE_BYTES);
  const items = parseJsonData(utf8Data(bytes), { maxRecords: MAX_BATCH_ROWS });
  return {
    contents: { kind: 'records', items },
    summary: {
      columns: recordColumns(items),
      firstRows: items.slice(0, DATASET_PREVIEW_ROWS),
      sheet: null,
      sheets: [],
      encoding: null,
      separator: null,
      warnings: [],
    },
  };
}

/**
 * SheetJS is loaded with the first workbook, not with the service: loaded, it holds 20 MB of the embedded
 * server's memory (295 MB resident idle with it, 275 MB without), which most servers never need.
 */
async function readSheet(storage: ObjectStorage, request: CreateDatasetRequest): Promise<ReadDataset> {
  const { readWorkbook, WorkbookError } = await import('@deckmill/csv/workbook');
  const bytes = await readObject(storage, request.fileKey, MAX_DATA_FILE_BYTES);
  let table: WorkbookTable;
  try {
    table = readWorkbook(bytes, {
      maxRows: MAX_BATCH_ROWS,
      ...(request.sheet ? { sheet: request.sheet } : {}),
    });
  } catch (error) {
    if (!(error instanceof WorkbookError)) throw error;
    throw GenerationErrors.field(error.code === 'no_sheet' ? 'sheet' : 'dataFile', error.message);
  }
  return tableDataset(table, {
    sheet: table.sheet,
    sheets: table.sheets.map(({ name, hidden }) => ({ name, hidden })),
    encoding: null,
    separator: null,
    warnings: [...table.notes],
  });
}

const READERS: Record<
  DatasetFormat,
  (storage: ObjectStorage, request: CreateDatasetRequest) => Promise<ReadDataset>
> = {
  csv: readCsv,
  json: (storage, request) => readJson(storage, request.fileKey),
  xlsx: readSheet,
  ods: readSheet,
};

/**
 * A dataset's file read once, bounded as a batch's data file (MAX_DATA_FILE_BYTES, MAX_BATCH_ROWS, the
 * longest value a slide holds): a CSV as it downloads, a JSON file or workbook whole. Every problem with the
 * file is invalid `dataFile`, worded for the person who made it; a missing sheet is invalid `sheet`.
 */
export async function readDatasetFile(
  storage: ObjectStorage,
  request: CreateDatasetRequest,
): Promise<ReadDataset> {
  if (request.encoding && request.format !== 'csv') {
    throw GenerationErrors.field(
      'dataEncoding',
      'An encoding applies to text files (CSV, TSV), not to this file.',
    );
  }
  if (request.sheet && request.format !== 'xlsx' && request.format !== 'ods') {
    throw GenerationErrors.field('sheet', 'Only a workbook (.xlsx, .ods) has sheets.');
  }
  try {
    return await READERS[request.format](storage, request);
  } catch (error) {
    if (error instanceof RangeError) throw GenerationErrors.field('dataFile', DATA_FILE_TOO_LARGE_MESSAGE);
    if (error instanceof CsvError || error instanceof DataError) {
      throw GenerationErrors.field('dataFile', error.message);
    }
    throw error;
  }
}
