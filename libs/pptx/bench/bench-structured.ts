import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import type { DataRecord } from '@deckmill/csv/data';
import { buildDeck, type BenchDeck } from './bench-deck-builder';
import { withSlidesWrittenOut } from './written-out-slides';

// Deck c: the template language's structural work. Slide 2 repeats per item (5 slides), slide 3's table
// repeats one row per line (20 rows). docxtemplater's open-source loops cover table rows and paragraphs,
// not slides, so its template repeats slide 2's item text as runs in one slide instead (less work for it), and
// a second template has the five item slides written out (the engine's output, for sizes).
const ITEMS = 5;
const LINES = 20;

export function itemBox(text: string): string {
  return (
    '<p:sp><p:nvSpPr><p:cNvPr id="30" name="Item"/><p:cNvSpPr txBox="1"/><p:nvPr/></p:nvSpPr><p:spPr>' +
    '<a:xfrm><a:off x="457200" y="5486400"/><a:ext cx="8229600" cy="457200"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom>' +
    `</p:spPr><p:txBody><a:bodyPr/><a:lstStyle/><a:p><a:r><a:rPr lang="en-US" b="1"/><a:t>${text}</a:t></a:r></a:p></p:txBody></p:sp>`
  );
}

/** Puts the row section's tags into the first and last cell of the table's fourth row. */
export function tagRow(slide: string, open = '{{#lines}}'): string {
  const rows = [...slide.matchAll(/<a:tr\b.*?<\/a:tr>/gs)];
  const row = rows[3];
  const texts = [...row[0].matchAll(/<a:t>[^<]*<\/a:t>/g)];
  const first = texts[0];
  const last = texts[texts.length - 1];
  const edited =
    row[0].slice(0, first.index) +
    `<a:t>${open}{{sku}}</a:t>` +
    row[0].slice((first.index ?? 0) + first[0].length, last.index) +
    '<a:t>{{qty}} × {{price}}{{/lines}}</a:t>' +
    row[0].slice((last.index ?? 0) + last[0].length);
  return slide.slice(0, row.index) + edited + slide.slice((row.index ?? 0) + row[0].length);
}

function withSections(bytes: Uint8Array, itemText: string): Uint8Array {
  const files = unzipSync(bytes);
  const slide2 = strFromU8(files['ppt/slides/slide2.xml']);
  files['ppt/slides/slide2.xml'] = strToU8(slide2.replace('</p:spTree>', `${itemBox(itemText)}</p:spTree>`));
  files['ppt/slides/slide3.xml'] = strToU8(tagRow(strFromU8(files['ppt/slides/slide3.xml'])));
  return zipSync(files, { level: 6 });
}

function extend(row: Record<string, string>, index: number): DataRecord {
  const items = Array.from({ length: ITEMS }, (_, item) => ({
    item_name: `Item ${item + 1} of ${row.company}`,
    item_note: `note ${(index * 31 + item) % 997}`,
  }));
  return {
    ...row,
    items,
    // docxtemplater's written-out slides name each item's fields.
    ...Object.fromEntries(
      items.flatMap((item, at) => [
        [`item_name_${at + 1}`, item.item_name],
        [`item_note_${at + 1}`, item.item_note],
      ]),
    ),
    lines: Array.from({ length: LINES }, (_, line) => ({
      sku: `SKU-${index}-${line}`,
      qty: String((index + line) % 40),
      price: `${(line * 7.25).toFixed(2)}`,
    })),
  };
}

export function structuredDeck(): BenchDeck {
  const base = buildDeck(
    'automizer-SlideWithTables.pptx',
    { tableRows: 6, tableColumns: 6, picture: false, bodyParagraphs: 24 },
    0,
  );
  return {
    label: `c: 10 slides, a slide repeated per item (${ITEMS}) and a ${LINES}-row repeated table`,
    bytes: withSections(base, '{{:items}}{{item_name}}: {{item_note}}'),
    docxtemplaterBytes: withSections(base, '{{#items}}{{item_name}}: {{item_note}} {{/items}}'),
    docxtemplaterWrittenOut: withSlidesWrittenOut(
      withSections(base, '{{item_name_1}}: {{item_note_1}}'),
      2,
      ITEMS,
      (xml, n) => xml.replace('{{item_name_1}}: {{item_note_1}}', `{{item_name_${n}}}: {{item_note_${n}}}`),
    ),
    extend,
    docxtemplaterOnly: true,
    targetRatio: 25,
  };
}
