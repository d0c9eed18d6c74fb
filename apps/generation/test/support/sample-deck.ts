import { readFileSync } from 'node:fs';
import path from 'node:path';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';

const FIXTURE = path.resolve(__dirname, '../../../../../shared/fixtures/pptx/automizer-TextReplace.pptx');

/** Placeholders of the test deck. */
export const DECK_PLACEHOLDERS = ['company', 'name', 'note'];

/**
 * A real fixture deck whose tags are renamed to {{name}}, {{company}} and {{note}} (slide 1: name, company;
 * slide 2: note), so tests can map CSV columns onto them and look for the values in the output.
 */
export function sampleDeck(): Uint8Array {
  const files = unzipSync(readFileSync(FIXTURE));
  const rename = (name: string, pairs: [string, string][]) => {
    let xml = strFromU8(files[name]);
    for (const [from, to] of pairs) xml = xml.split(from).join(to);
    files[name] = strToU8(xml);
  };
  rename('ppt/slides/slide1.xml', [
    ['{{replacement}}', '{{name}}'],
    ['{{replace}}', '{{name}}'],
    ['{{by}}', '{{company}}'],
  ]);
  rename('ppt/slides/slide2.xml', [
    ['{{bullet1}}', '{{note}}'],
    ['{{bullet2}}', '{{note}}'],
  ]);
  return zipSync(files, { level: 6 });
}

/**
 * The longest value the test stacks of the poison-row suites place on a slide (GenerationOptions.maxValueChars):
 * uploads refuse values past the product's limit (10,000 characters), so a row that always fails is one whose
 * value passes the upload and not the renderer's lower limit.
 */
export const TEST_MAX_VALUE_CHARS = 100;
/** A value no row of such a stack can render. */
export const POISON_VALUE = 'x'.repeat(TEST_MAX_VALUE_CHARS + 1);

/** A CSV of `rows` data rows with columns Name, Company, Note; row n has Name "Person n". */
export function sampleCsv(rows: number, note: (row: number) => string = () => 'hello'): string {
  const lines = ['Name,Company,Note'];
  for (let row = 1; row <= rows; row++) lines.push(`Person ${row},Company ${row % 7},${note(row)}`);
  return `${lines.join('\n')}\n`;
}
