// A hand-written table frame (p:graphicFrame) for pagination tests: its place, size, columns and rows.

export interface TableSpec {
  readonly id: number;
  readonly name: string;
  readonly x?: number;
  readonly y: number;
  /** The frame's height (`a:ext cy`), EMU. */
  readonly cy: number;
  readonly columns: readonly number[];
  /** Each row: its `h` and its cells' texts (a `\n` starts a new paragraph). */
  readonly rows: ReadonlyArray<{ readonly h: number; readonly cells: readonly string[] }>;
  /** Run size in hundredths of a point (default 1200). */
  readonly size?: number;
}

const cellXml = (text: string, size: number) =>
  `<a:tc><a:txBody><a:bodyPr/><a:lstStyle/>${text
    .split('\n')
    .map(
      (line) =>
        `<a:p><a:r><a:rPr lang="en-US" sz="${size}"><a:latin typeface="Liberation Sans"/></a:rPr>` +
        `<a:t>${line}</a:t></a:r></a:p>`,
    )
    .join('')}</a:txBody><a:tcPr/></a:tc>`;

export function tableFrame(spec: TableSpec): string {
  const width = spec.columns.reduce((sum, column) => sum + column, 0);
  const size = spec.size ?? 1200;
  const rows = spec.rows
    .map((row) => `<a:tr h="${row.h}">${row.cells.map((text) => cellXml(text, size)).join('')}</a:tr>`)
    .join('');
  return (
    `<p:graphicFrame><p:nvGraphicFramePr><p:cNvPr id="${spec.id}" name="${spec.name}"/>` +
    `<p:cNvGraphicFramePr><a:graphicFrameLocks noGrp="1"/></p:cNvGraphicFramePr><p:nvPr/></p:nvGraphicFramePr>` +
    `<p:xfrm><a:off x="${spec.x ?? 457200}" y="${spec.y}"/><a:ext cx="${width}" cy="${spec.cy}"/></p:xfrm>` +
    `<a:graphic><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/table"><a:tbl>` +
    `<a:tblPr firstRow="1" bandRow="1"/><a:tblGrid>${spec.columns.map((w) => `<a:gridCol w="${w}"/>`).join('')}` +
    `</a:tblGrid>${rows}</a:tbl></a:graphicData></a:graphic></p:graphicFrame>`
  );
}

/** Replaces every shape of a slide with `shapes`. */
export function onlyShapes(...shapes: string[]): (xml: string) => string {
  return (xml) => xml.replace(/(<\/p:grpSpPr>)[\s\S]*(<\/p:spTree>)/, `$1${shapes.join('')}$2`);
}
