import { readAttributes, tokenizeXml } from '../xml/xml-lexer';
import { NS_DRAWINGML } from '../xml/namespaces';
import type { Edit } from './part-edits';

/** Slide size in EMU, from presentation.xml's `<p:sldSz>`. */
export interface SlideSize {
  readonly width: number;
  readonly height: number;
}

export const DEFAULT_SLIDE_SIZE: SlideSize = { width: 12_192_000, height: 6_858_000 };
export const WATERMARK_TEXT = 'Made with Deckmill';

const EMU_PER_INCH = 914_400;
const BOX_WIDTH = Math.round(1.6 * EMU_PER_INCH);
const BOX_HEIGHT = Math.round(0.25 * EMU_PER_INCH);
const MARGIN = Math.round(0.1 * EMU_PER_INCH);

function shapeXml(p: string, id: number, size: SlideSize): string {
  const x = Math.max(0, size.width - BOX_WIDTH - MARGIN);
  const y = Math.max(0, size.height - BOX_HEIGHT - MARGIN);
  return (
    `<${p}:sp xmlns:a="${NS_DRAWINGML}"><${p}:nvSpPr><${p}:cNvPr id="${id}" name="Deckmill watermark"/>` +
    `<${p}:cNvSpPr txBox="1"/><${p}:nvPr/></${p}:nvSpPr><${p}:spPr><a:xfrm><a:off x="${x}" y="${y}"/>` +
    `<a:ext cx="${BOX_WIDTH}" cy="${BOX_HEIGHT}"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom>` +
    `<a:noFill/></${p}:spPr><${p}:txBody><a:bodyPr wrap="none" lIns="0" tIns="0" rIns="0" bIns="0" anchor="b"/>` +
    `<a:lstStyle/><a:p><a:pPr algn="r"/><a:r><a:rPr lang="en-US" sz="900" dirty="0"><a:solidFill>` +
    `<a:srgbClr val="7F7F7F"><a:alpha val="70000"/></a:srgbClr></a:solidFill></a:rPr>` +
    `<a:t>${WATERMARK_TEXT}</a:t></a:r></a:p></${p}:txBody></${p}:sp>`
  );
}

// Where a new shape goes: at the end of the shape tree, but before its `p:extLst`, which must stay last.
function insertionPoint(xml: string, p: string): { at: number; maxId: number } {
  let at = -1;
  let maxId = 0;
  let depth = 0;
  let treeDepth = -1;
  let extensionStart = -1;
  // Made once, not per tag: every tag of every slide is compared with them.
  const tree = `${p}:spTree`;
  const extensions = `${p}:extLst`;
  for (const token of tokenizeXml(xml)) {
    if (token.kind === 'open') {
      if (token.name === tree && !token.selfClosing) treeDepth = depth + 1;
      else if (token.name === extensions && depth === treeDepth) extensionStart = token.start;
      if (token.name.endsWith(':cNvPr')) {
        const id = Number(
          readAttributes(xml, token.start, token.end).find((attribute) => attribute.name === 'id')?.value,
        );
        if (Number.isSafeInteger(id)) maxId = Math.max(maxId, id);
      }
      if (!token.selfClosing) depth++;
    } else if (token.kind === 'close') {
      depth--;
      if (token.name === tree && depth === treeDepth - 1) {
        at = extensionStart >= 0 ? extensionStart : token.start;
        treeDepth = -1;
        extensionStart = -1;
      }
    }
  }
  return { at, maxId };
}

/**
 * A hole at the end of the slide's shape tree that renders the watermark text box (with a shape id
 * one above the slide's highest, so ids stay unique), or nothing when the slide has no shape tree.
 */
export function watermarkEdit(xml: string, p: string, size: SlideSize): Edit | undefined {
  const { at, maxId } = insertionPoint(xml, p);
  if (at < 0) return undefined;
  return { start: at, end: at, pieces: [{ kind: 'watermark', xml: shapeXml(p, maxId + 1, size) }] };
}
