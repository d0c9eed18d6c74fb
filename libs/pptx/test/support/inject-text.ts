import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';

const A = 'http://schemas.openxmlformats.org/drawingml/2006/main';

/** A text box shape (one paragraph per line) to add to a slide's shape tree. */
export function textBox(id: number, name: string, lines: readonly string[], y = 0): string {
  const paragraphs = lines
    .map((line) => `<a:p><a:r><a:rPr lang="en-US" sz="1800"/><a:t>${line}</a:t></a:r></a:p>`)
    .join('');
  return (
    `<p:sp><p:nvSpPr><p:cNvPr id="${id}" name="${name}"/><p:cNvSpPr txBox="1"/><p:nvPr/></p:nvSpPr>` +
    `<p:spPr><a:xfrm><a:off x="457200" y="${457200 + y}"/><a:ext cx="6000000" cy="1000000"/></a:xfrm>` +
    `<a:prstGeom prst="rect"><a:avLst/></a:prstGeom></p:spPr><p:txBody xmlns:a="${A}"><a:bodyPr/><a:lstStyle/>` +
    `${paragraphs}</p:txBody></p:sp>`
  );
}

/** Rewrites parts of a .pptx: each function gets a part's text and returns the new text. */
export function editDeck(
  bytes: Uint8Array,
  edits: Readonly<Record<string, (xml: string) => string>>,
): Uint8Array {
  const files = unzipSync(bytes);
  for (const [name, edit] of Object.entries(edits)) {
    const before = files[name];
    if (!before) throw new Error(`No part ${name}`);
    files[name] = strToU8(edit(strFromU8(before)));
  }
  return zipSync(files);
}

/** Adds shapes at the end of a slide's shape tree. */
export function addShapes(...shapes: string[]): (xml: string) => string {
  return (xml) => xml.replace(/<\/p:spTree>/, `${shapes.join('')}</p:spTree>`);
}

/** Replaces the first occurrence of `text` in a part. */
export function replaceText(text: string, replacement: string): (xml: string) => string {
  return (xml) => {
    if (!xml.includes(text)) throw new Error(`"${text}" not found`);
    return xml.replace(text, replacement);
  };
}

/** The parts of a rendered deck by name. */
export function deckParts(bytes: Uint8Array): Record<string, string> {
  const files = unzipSync(bytes);
  return Object.fromEntries(Object.entries(files).map(([name, data]) => [name, strFromU8(data)]));
}

function appendRun(paragraph: string, text: string): string {
  const run = `<a:r><a:rPr lang="en-US"/><a:t>${text}</a:t></a:r>`;
  if (paragraph.endsWith('/>')) return paragraph.replace(/\/>$/, `>${run}</a:p>`);
  const end = paragraph.search(/<a:endParaRPr|<\/a:p>$/);
  return paragraph.slice(0, end) + run + paragraph.slice(end);
}

function cellWithText(cell: string, text: string): string {
  return cell.replace(/<a:p\/>|<a:p>(?:(?!<\/a:p>).)*?<\/a:p>|<a:p [^>]*\/>/s, (paragraph) =>
    appendRun(paragraph, text),
  );
}

/**
 * Puts `first` at the end of the first cell's text of row `fromRow` and `last` at the end of the last
 * cell's text of row `toRow` of the `tableIndex`-th table of a slide (all 0-based).
 */
export function tagTableRows(
  tableIndex: number,
  fromRow: number,
  toRow: number,
  first: string,
  last: string,
): (xml: string) => string {
  return (xml) => {
    const table = [...xml.matchAll(/<a:tbl>.*?<\/a:tbl>/gs)][tableIndex];
    if (!table || table.index === undefined) throw new Error('No such table');
    const rows = [...table[0].matchAll(/<a:tr\b.*?<\/a:tr>/gs)];
    const edit = (rowIndex: number, pick: (cells: RegExpMatchArray[]) => RegExpMatchArray, text: string) => {
      const current = [
        ...(xml.slice(table.index ?? 0).match(/<a:tbl>.*?<\/a:tbl>/s)?.[0] ?? '').matchAll(
          /<a:tr\b.*?<\/a:tr>/gs,
        ),
      ];
      const row = current[rowIndex];
      const cell = pick([...row[0].matchAll(/<a:tc\b.*?<\/a:tc>/gs)]);
      const start = (table.index ?? 0) + (row.index ?? 0) + (cell.index ?? 0);
      xml = xml.slice(0, start) + cellWithText(cell[0], text) + xml.slice(start + cell[0].length);
    };
    if (!rows[fromRow] || !rows[toRow]) throw new Error('No such row');
    edit(toRow, (cells) => cells[cells.length - 1], last);
    edit(fromRow, (cells) => cells[0], first);
    return xml;
  };
}
