// Hand-written slide XML for section tests: shapes with paragraphs of runs, and tables.
import type { PartRole } from '../../src/template/part-role';

export const SLIDE: PartRole = { kind: 'slide', slide: 3 };
const NS =
  'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" ' +
  'xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"';

export function shape(name: string, paragraphs: string): string {
  return (
    `<p:sp><p:nvSpPr><p:cNvPr id="2" name="${name}"/><p:cNvSpPr/><p:nvPr/></p:nvSpPr><p:spPr/>` +
    `<p:txBody><a:bodyPr/><a:lstStyle/>${paragraphs}</p:txBody></p:sp>`
  );
}

export function slide(...shapes: string[]): string {
  return (
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><p:sld ${NS}><p:cSld><p:spTree>` +
    `<p:nvGrpSpPr><p:cNvPr id="1" name=""/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr><p:grpSpPr/>` +
    `${shapes.join('')}</p:spTree></p:cSld></p:sld>`
  );
}

export const run = (text: string, bold = false) =>
  `<a:r><a:rPr lang="en-US"${bold ? ' b="1"' : ''}/><a:t>${text}</a:t></a:r>`;
export const para = (...runs: string[]) => `<a:p><a:pPr lvl="1"/>${runs.join('')}</a:p>`;

export function cell(...paragraphs: string[]): string {
  return `<a:tc><a:txBody><a:bodyPr/>${paragraphs.join('')}</a:txBody><a:tcPr/></a:tc>`;
}

export function table(...rows: string[][]): string {
  const trs = rows.map((cells) => `<a:tr h="370840">${cells.join('')}</a:tr>`).join('');
  return (
    `<p:graphicFrame><p:nvGraphicFramePr><p:cNvPr id="4" name="Table 3"/><p:cNvGraphicFramePr/><p:nvPr/>` +
    `</p:nvGraphicFramePr><p:xfrm/><a:graphic><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/table">` +
    `<a:tbl><a:tblGrid><a:gridCol w="100"/><a:gridCol w="100"/></a:tblGrid>${trs}</a:tbl></a:graphicData></a:graphic></p:graphicFrame>`
  );
}
