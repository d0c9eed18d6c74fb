import { MAX_BATCH_ROWS, MAX_CSV_BYTES, type RpcRequest } from '@deckmill/bus-contracts';
import { CsvError, parseCsv, type CsvTable } from '@deckmill/pptx/csv';
import { DataError, GROUP_ROWS_FIELD, parseJsonData } from '@deckmill/pptx/data';
import type { ObjectStorage } from '@deckmill/storage';
import { checkDataMapping, DataMappingError } from '../../../shared/data-mapping';
import { GenerationErrors } from '../../../shared/errors';
import { readObject } from '../../../shared/read-object';
import { groupSources, jsonSources, rowSources, type DeckSource } from './deck-sources';

type CreateRequest = RpcRequest<'generation.create-batch'>;

/** The upload is read once and deleted: the rows keep the values they need. */
async function readUpload(storage: ObjectStorage, key: string) {
  try {
    return await readObject(storage, key, MAX_CSV_BYTES);
  } catch (error) {
    if (error instanceof RangeError) throw GenerationErrors.field('dataFile', 'The data file is too large.');
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
  placeholders: readonly string[],
): Promise<DeckSource[]> {
  const bytes = await readUpload(storage, request.csvKey);
  try {
    if (request.dataFormat === 'json') {
      if (request.groupBy?.trim()) {
        throw GenerationErrors.field(
          'groupBy',
          'Grouping applies to CSV files; a JSON file nests its own lists.',
        );
      }
      return jsonSources(parseJsonData(utf8(bytes), { maxRecords: MAX_BATCH_ROWS }));
    }
    return csvSources(parseCsv(bytes, { maxRows: MAX_BATCH_ROWS }), request, placeholders);
  } catch (error) {
    if (error instanceof CsvError || error instanceof DataError)
      throw GenerationErrors.field('dataFile', error.message);
    throw error;
  }
}
