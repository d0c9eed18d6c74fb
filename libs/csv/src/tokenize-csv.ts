import { CsvError } from './csv-error';

export type CsvDelimiter = ',' | ';' | '\t';

/** One record and the 1-based line it starts on. */
export interface CsvRecord {
  readonly line: number;
  readonly fields: string[];
}

/**
 * RFC 4180 records: fields quoted with `"` may hold delimiters, `""` and line breaks; lines end with
 * LF, CRLF or CR. A quote inside an unquoted field is kept as typed.
 */
export function* tokenizeCsv(text: string, delimiter: CsvDelimiter): Generator<CsvRecord> {
  let index = 0;
  let line = 1;
  while (index < text.length) {
    const recordLine = line;
    const fields: string[] = [];
    let field = '';
    let endOfRecord = false;
    while (!endOfRecord) {
      if (text[index] === '"') {
        const quoteLine = line;
        index++;
        for (;;) {
          const quote = text.indexOf('"', index);
          if (quote < 0)
            throw new CsvError('unterminated_quote', 'A quoted field is never closed.', quoteLine);
          const chunk = text.slice(index, quote);
          field += chunk;
          line += countLineBreaks(chunk);
          index = quote + 1;
          if (text[index] !== '"') break;
          field += '"';
          index++;
        }
        const next = text[index];
        if (next !== undefined && next !== delimiter && next !== '\n' && next !== '\r') {
          throw new CsvError(
            'invalid_quote',
            'Text follows a closing quote; put the whole field in quotes.',
            line,
          );
        }
      }
      const start = index;
      while (
        index < text.length &&
        text[index] !== delimiter &&
        text[index] !== '\n' &&
        text[index] !== '\r'
      ) {
        index++;
      }
      field += text.slice(start, index);
      fields.push(field);
      field = '';
      const char = text[index];
      index++;
      if (char === delimiter) continue;
      if (char === '\r' && text[index] === '\n') index++;
      if (char !== undefined) line++;
      endOfRecord = true;
    }
    yield { line: recordLine, fields };
  }
}

function countLineBreaks(chunk: string): number {
  const matches = chunk.match(/\r\n|\r|\n/g);
  return matches ? matches.length : 0;
}
