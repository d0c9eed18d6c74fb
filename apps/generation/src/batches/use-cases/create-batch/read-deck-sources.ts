import {
  DATA_FILE_TOO_LARGE_MESSAGE,
  type DataMapping,
  MAX_BATCH_ROWS,
  MAX_DATA_FILE_BYTES,
  type RpcReply,
  type RpcRequest,
} from '@deckmill/bus-contracts';
import { CsvError, parseCsvStream } from '@deckmill/csv';
import { DataError, GROUP_ROWS_FIELD, parseJsonData, type DataRecord } from '@deckmill/csv/data';
import type { ObjectStorage } from '@deckmill/storage';
import {
  checkDataMapping,
  checkSectionMapping,
  DataMappingError,
  GenerationErrors,
  type ItemFields,
  mappableSections,
  readObject,
  readObjectPieces,
  utf8Data,
} from '../../../shared';
import type { DatasetStore } from '../../../datasets';
import { groupSources, jsonSources, rowSources, type DeckSource, type DeckTable } from './deck-sources';
import { applySectionMapping, jsonItemKeys } from './section-sources';

/** What reading the data needs of a create-batch (or a preflight, which asks with the same fields). */
type CreateRequest = Pick<
  RpcRequest<'generation.create-batch'>,
  | 'actorId'
  | 'dataFileKey'
  | 'datasetId'
  | 'dataMapping'
  | 'sectionMapping'
  | 'dataFormat'
  | 'dataEncoding'
  | 'groupBy'
>;

/** The decks a request's data makes, and what the data was (the batch records both). */
export interface DeckData {
  readonly sources: DeckSource[];
  /** A table (CSV, a sheet: `csv`) or JSON objects. */
  readonly format: 'csv' | 'json';
  /** The dataset the rows came from; null for a data file sent with the request. */
  readonly datasetId: string | null;
  /** The dataset's file name (a request with its own file sends the name itself). */
  readonly fileName: string | null;
}
type Template = Pick<RpcReply<'templates.resolve-for-use'>, 'placeholders' | 'structure'>;

/**
 * The upload is read once and deleted: the rows keep the values they need. A CSV file is read as it
 * downloads (`parseCsvStream`): the first problem stops the download, and a value no slide can hold is
 * counted, never kept. A JSON file is read whole (at most MAX_DATA_FILE_BYTES): its reader needs the whole text.
 */
async function readUpload<T>(storage: ObjectStorage, key: string, read: (key: string) => Promise<T>) {
  try {
    return await read(key);
  } catch (error) {
    if (error instanceof RangeError) throw GenerationErrors.field('dataFile', DATA_FILE_TOO_LARGE_MESSAGE);
    throw error;
  } finally {
    await storage.delete(key);
  }
}

function mapping(posted: DataMapping | null, placeholders: readonly string[], headers: readonly string[]) {
  try {
    if (posted === null) throw new DataMappingError('Map every placeholder to a column.');
    return checkDataMapping(posted, placeholders, headers);
  } catch (error) {
    if (error instanceof DataMappingError) throw GenerationErrors.field('dataMapping', error.message);
    throw error;
  }
}

/** The fields inside sections mapped per item, when the request maps any (else they match by name). */
function withSectionMapping(
  sources: DeckSource[],
  request: CreateRequest,
  template: Template,
  data: ItemFields,
): DeckSource[] {
  const posted = request.sectionMapping;
  if (posted === undefined) return sources;
  try {
    return applySectionMapping(
      sources,
      checkSectionMapping(posted, mappableSections(template.structure.sections), data),
    );
  } catch (error) {
    if (error instanceof DataMappingError) throw GenerationErrors.field('sectionMapping', error.message);
    throw error;
  }
}

function csvDecks(table: DeckTable, request: CreateRequest, template: Template): DeckSource[] {
  const grouped = Boolean(request.groupBy?.trim());
  return withSectionMapping(csvSources(table, request, template.placeholders), request, template, {
    format: 'csv',
    keysOf: (section) =>
      grouped && section.trim().toLowerCase() === GROUP_ROWS_FIELD ? table.headers : null,
  });
}

function noGrouping(request: CreateRequest): void {
  if (request.groupBy?.trim()) {
    throw GenerationErrors.field(
      'groupBy',
      'Grouping applies to CSV files; a JSON file nests its own lists.',
    );
  }
}

function jsonDecks(items: readonly DataRecord[], request: CreateRequest, template: Template): DeckSource[] {
  noGrouping(request);
  const sources = jsonSources(items);
  return withSectionMapping(sources, request, template, {
    format: 'json',
    keysOf: (section) => jsonItemKeys(sources, section),
  });
}

function csvSources(table: DeckTable, request: CreateRequest, placeholders: readonly string[]): DeckSource[] {
  const groupBy = request.groupBy?.trim();
  if (!groupBy) return rowSources(table, mapping(request.dataMapping, placeholders, table.headers));
  const wanted = groupBy.toLowerCase();
  if (!table.headers.some((header) => header.trim().toLowerCase() === wanted)) {
    throw GenerationErrors.field('groupBy', `The CSV file has no column named "${groupBy}".`);
  }
  // The group's rows fill the list `rows` by themselves; only the deck's own fields are mapped.
  const own = placeholders.filter((name) => name.trim().toLowerCase() !== GROUP_ROWS_FIELD);
  return groupSources(table, groupBy, mapping(request.dataMapping, own, table.headers));
}

/** A data file sent with the request: read once and deleted. */
async function uploadedDecks(
  storage: ObjectStorage,
  request: CreateRequest,
  key: string,
  template: Template,
): Promise<DeckData> {
  if (request.dataFormat === 'json') {
    const bytes = await readUpload(storage, key, (stored) =>
      readObject(storage, stored, MAX_DATA_FILE_BYTES),
    );
    noGrouping(request);
    const items = parseJsonData(utf8Data(bytes), { maxRecords: MAX_BATCH_ROWS });
    return { sources: jsonDecks(items, request, template), format: 'json', datasetId: null, fileName: null };
  }
  const table = await readUpload(storage, key, (stored) =>
    parseCsvStream(readObjectPieces(storage, stored, MAX_DATA_FILE_BYTES), {
      maxRows: MAX_BATCH_ROWS,
      encoding: request.dataEncoding,
    }),
  );
  return { sources: csvDecks(table, request, template), format: 'csv', datasetId: null, fileName: null };
}

/** A dataset of the actor's, read as it was parsed when uploaded (anyone else's is not found). */
async function datasetDecks(
  datasets: DatasetStore,
  request: CreateRequest,
  datasetId: string,
  template: Template,
): Promise<DeckData> {
  const dataset = await datasets.owned(request.actorId, datasetId);
  const contents = await datasets.contentsOf(dataset);
  const found = { datasetId: dataset.id, fileName: dataset.fileName };
  return contents.kind === 'records'
    ? { sources: jsonDecks(contents.items, request, template), format: 'json', ...found }
    : { sources: csvDecks(contents, request, template), format: 'csv', ...found };
}

/**
 * The decks a bulk_create asks for, from its data file or its dataset: one per row, one per group of rows, or
 * one per object of a JSON array. Problems with the file are invalid `dataFile` (the gateway names the form
 * field); a dataset that is not the actor's is not found.
 */
export async function readDeckSources(
  storage: ObjectStorage,
  datasets: DatasetStore,
  request: CreateRequest,
  template: Template,
): Promise<DeckData> {
  try {
    if (request.datasetId !== undefined && request.dataFileKey !== undefined) {
      await storage.delete(request.dataFileKey);
      throw GenerationErrors.field('dataFile', 'Send either a data file or a dataset, not both.');
    }
    if (request.datasetId !== undefined)
      return await datasetDecks(datasets, request, request.datasetId, template);
    if (request.dataFileKey === undefined) throw GenerationErrors.field('dataFile', 'Choose a data file.');
    return await uploadedDecks(storage, request, request.dataFileKey, template);
  } catch (error) {
    if (error instanceof CsvError || error instanceof DataError)
      throw GenerationErrors.field('dataFile', error.message);
    throw error;
  }
}
