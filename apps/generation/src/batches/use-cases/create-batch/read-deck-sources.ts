import {
  DATA_FILE_TOO_LARGE_MESSAGE,
  MAX_BATCH_ROWS,
  MAX_DATA_FILE_BYTES,
  type RpcReply,
  type RpcRequest,
} from '@deckmill/bus-contracts';
import { CsvError, parseCsvStream, type CsvTable } from '@deckmill/csv';
import { DataError, GROUP_ROWS_FIELD, parseJsonData } from '@deckmill/csv/data';
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
} from '../../../shared';
import { groupSources, jsonSources, rowSources, type DeckSource } from './deck-sources';
import { applySectionMapping, jsonItemKeys } from './section-sources';

/** What reading the data needs of a create-batch (or a preflight, which asks with the same fields). */
type CreateRequest = Pick<
  RpcRequest<'generation.create-batch'>,
  'dataFileKey' | 'dataMapping' | 'sectionMapping' | 'dataFormat' | 'dataEncoding' | 'groupBy'
>;
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

function mapping(text: string, placeholders: readonly string[], headers: readonly string[]) {
  try {
    if (text.trim() === '') throw new DataMappingError('Map every placeholder to a column.');
    return checkDataMapping(text, placeholders, headers);
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
  const text = request.sectionMapping?.trim();
  if (!text) return sources;
  try {
    return applySectionMapping(
      sources,
      checkSectionMapping(text, mappableSections(template.structure.sections), data),
    );
  } catch (error) {
    if (error instanceof DataMappingError) throw GenerationErrors.field('sectionMapping', error.message);
    throw error;
  }
}

function csvDecks(table: CsvTable, request: CreateRequest, template: Template): DeckSource[] {
  const grouped = Boolean(request.groupBy?.trim());
  return withSectionMapping(csvSources(table, request, template.placeholders), request, template, {
    format: 'csv',
    keysOf: (section) =>
      grouped && section.trim().toLowerCase() === GROUP_ROWS_FIELD ? table.headers : null,
  });
}

function jsonDecks(text: string, request: CreateRequest, template: Template): DeckSource[] {
  const sources = jsonSources(parseJsonData(text, { maxRecords: MAX_BATCH_ROWS }));
  return withSectionMapping(sources, request, template, {
    format: 'json',
    keysOf: (section) => jsonItemKeys(sources, section),
  });
}

function csvSources(table: CsvTable, request: CreateRequest, placeholders: readonly string[]): DeckSource[] {
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

function utf8(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw GenerationErrors.field(
      'dataFile',
      'The file is not valid UTF-8 text. Save it as UTF-8 and upload it again.',
    );
  }
}

/**
 * The decks a bulk_create asks for, from its data file: one per CSV row, one per group of rows, or one per
 * object of a JSON array. Problems with the file are invalid `dataFile` (the gateway names the form field).
 */
export async function readDeckSources(
  storage: ObjectStorage,
  request: CreateRequest,
  template: Template,
): Promise<DeckSource[]> {
  try {
    if (request.dataFormat === 'json') {
      const bytes = await readUpload(storage, request.dataFileKey, (key) =>
        readObject(storage, key, MAX_DATA_FILE_BYTES),
      );
      if (request.groupBy?.trim()) {
        throw GenerationErrors.field(
          'groupBy',
          'Grouping applies to CSV files; a JSON file nests its own lists.',
        );
      }
      return jsonDecks(utf8(bytes), request, template);
    }
    const table = await readUpload(storage, request.dataFileKey, (key) =>
      parseCsvStream(readObjectPieces(storage, key, MAX_DATA_FILE_BYTES), {
        maxRows: MAX_BATCH_ROWS,
        encoding: request.dataEncoding,
      }),
    );
    return csvDecks(table, request, template);
  } catch (error) {
    if (error instanceof CsvError || error instanceof DataError)
      throw GenerationErrors.field('dataFile', error.message);
    throw error;
  }
}
