import { RAW_VALUES_FIELD } from './raw-values';
import { DataError, DEFAULT_DATA_LIMITS, type DataLimits, type DataRecord } from './data-record';
import { lineOfOffset, syntaxErrorOffset, topLevelItemLines } from './json-positions';

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

function childPath(path: string, key: string | number): string {
  if (typeof key === 'number') return `${path}[${key}]`;
  return IDENTIFIER.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** JSON.parse's complaint with the line and column of the offending character, when the engine says where. */
function syntaxMessage(text: string, error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  // V8 words it "Unexpected token '}', "[{"a":}]" is not valid JSON" or "... in JSON at position 6".
  const detail = message.split(/, "| in JSON| \(line /)[0].replace(/^JSON\.parse: /, '');
  const offset = syntaxErrorOffset(text);
  if (offset < 0) return `The file is not valid JSON: ${detail}.`;
  const line = lineOfOffset(text, offset);
  const column = offset - text.lastIndexOf('\n', offset - 1);
  return `Line ${line}, column ${column}: the file is not valid JSON (${detail}).`;
}

function count(value: number): string {
  return value.toLocaleString('en-US');
}

function checkValue(value: unknown, path: string, depth: number, where: string, limits: DataLimits): void {
  if (typeof value === 'string' && value.length > limits.maxValueChars) {
    throw new DataError(
      'too_long',
      `${where}: ${path} is ${count(value.length)} characters long; at most ${count(limits.maxValueChars)} fit on a slide.`,
    );
  }
  if (value === null || typeof value !== 'object') return;
  if (depth >= limits.maxDepth) {
    throw new DataError('too_deep', `${where}: ${path} is nested more than ${limits.maxDepth} levels deep.`);
  }
  if (Array.isArray(value)) {
    if (value.length > limits.maxListItems) {
      throw new DataError(
        'too_many',
        `${where}: the list ${path} has ${count(value.length)} items; a list may hold at most ${count(limits.maxListItems)}.`,
      );
    }
    value.forEach((item, index) => checkValue(item, childPath(path, index), depth + 1, where, limits));
    return;
  }
  for (const [key, item] of Object.entries(value)) {
    // The engine reads a workbook's raw values under this key (raw-values.ts, any case, trimmed): data of
    // its own there would change what a filter shows while the text says otherwise.
    if (key.trim().toLowerCase() === RAW_VALUES_FIELD) {
      throw new DataError(
        'reserved_key',
        `${where}: ${childPath(path, key)} is a key Deckmill keeps for itself; rename it.`,
      );
    }
    checkValue(item, childPath(path, key), depth + 1, where, limits);
  }
}

/**
 * A JSON data file: an array of objects, one deck per object, with objects and lists nested at any depth up to
 * the limits. Errors name the line (syntax), or the item, its line and the JSON path (shape and limits).
 */
export function parseJsonData(text: string, limits: Partial<DataLimits> = {}): DataRecord[] {
  const bounds: DataLimits = { ...DEFAULT_DATA_LIMITS, ...limits };
  const source = text.replace(/^\uFEFF/, '');
  let parsed: unknown;
  try {
    parsed = JSON.parse(source);
  } catch (error) {
    throw new DataError('invalid_json', syntaxMessage(source, error));
  }
  if (!Array.isArray(parsed)) {
    throw new DataError(
      'not_a_list',
      'The JSON file must be a list of objects, one per presentation: [{ "name": "Ann" }, { "name": "Bob" }].',
    );
  }
  if (parsed.length === 0) throw new DataError('not_a_list', 'The JSON file holds no items.');
  if (parsed.length > bounds.maxRecords) {
    throw new DataError(
      'too_many',
      `The JSON file has ${count(parsed.length)} items; at most ${count(bounds.maxRecords)} presentations can be made at once.`,
    );
  }
  const lines = topLevelItemLines(source);
  parsed.forEach((item: unknown, index) => {
    const where = `Item ${index + 1} (line ${lines[index] ?? 1})`;
    if (!isPlainObject(item)) {
      const kind = item === null ? 'null' : Array.isArray(item) ? 'a list' : `a ${typeof item}`;
      throw new DataError(
        'not_an_object',
        `${where} is ${kind}; every item must be an object such as { "name": "Ann" }.`,
      );
    }
    checkValue(item, `$[${index}]`, 0, where, bounds);
  });
  return parsed as DataRecord[];
}
