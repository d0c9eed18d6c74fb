import {
  ancestorNamed,
  childNamed,
  childrenOf,
  elementSpans,
  numberAttribute,
  splice,
  type ElementSpan,
} from './image-xml';

/** A table cell that takes a picture as its fill: the cell's XML around the fill, and its size in EMUs. */
export interface CellTemplate {
  readonly before: string;
  readonly after: string;
  readonly width: number;
  readonly height: number;
}

const FILLS = new Set(['noFill', 'solidFill', 'gradFill', 'blipFill', 'pattFill', 'grpFill']);

export function cellSize(xml: string, spans: readonly ElementSpan[], cell: number, a: string) {
  const row = ancestorNamed(spans, cell, `${a}:tr`);
  const table = ancestorNamed(spans, cell, `${a}:tbl`);
  const tagOf = (index: number) => xml.slice(spans[index].start, spans[index].openEnd);
  const height = row === undefined ? 0 : (numberAttribute(tagOf(row), 'h') ?? 0);
  const grid = table === undefined ? undefined : childNamed(spans, table, `${a}:tblGrid`);
  const columns =
    grid === undefined ? [] : childrenOf(spans, grid).map((index) => numberAttribute(tagOf(index), 'w') ?? 0);
  const cells =
    row === undefined ? [] : childrenOf(spans, row).filter((index) => spans[index].name === `${a}:tc`);
  let column = 0;
  for (const index of cells) {
    const span = numberAttribute(tagOf(index), 'gridSpan') ?? 1;
    if (index === cell)
      return { width: columns.slice(column, column + span).reduce((sum, w) => sum + w, 0), height };
    column += span;
  }
  return { width: 0, height };
}

/** The cell's XML split where its fill goes (after the borders, replacing any fill it had). */
export function cellTemplate(cellXml: string, a: string): { before: string; after: string } {
  let spans = elementSpans(cellXml);
  let properties = childNamed(spans, 0, `${a}:tcPr`);
  if (properties === undefined) {
    const body = childNamed(spans, 0, `${a}:txBody`);
    const at = body === undefined ? spans[0].closeStart : spans[body].end;
    return { before: `${cellXml.slice(0, at)}<${a}:tcPr>`, after: `</${a}:tcPr>${cellXml.slice(at)}` };
  }
  if (spans[properties].openEnd === spans[properties].end) {
    const { start, end } = spans[properties];
    const open = cellXml.slice(start, end).replace(/\s*\/>$/, '>');
    return { before: cellXml.slice(0, start) + open, after: `</${a}:tcPr>${cellXml.slice(end)}` };
  }
  const fills = childrenOf(spans, properties).filter((index) =>
    FILLS.has(spans[index].name.replace(/^.*:/, '')),
  );
  const stripped = splice(
    cellXml,
    fills.map((index) => ({ ...spans[index], text: '' })),
  );
  spans = elementSpans(stripped);
  properties = childNamed(spans, 0, `${a}:tcPr`) as number;
  const later = childrenOf(spans, properties).find((index) => /:(headers|extLst)$/.test(spans[index].name));
  const at = later === undefined ? spans[properties].closeStart : spans[later].start;
  return { before: stripped.slice(0, at), after: stripped.slice(at) };
}
