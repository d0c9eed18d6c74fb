import { readAttributes, type XmlToken } from '../xml/xml-lexer';
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

/**
 * Where a new shape goes in a slide: at the end of its shape tree, but before its `p:extLst`, which must stay
 * last; and the slide's highest shape id. Fed the tokens of a pass over the slide that reads them anyway (the
 * run groups'), so a slide without sections or pictures is tokenized once at compile time, not twice
 * (tokenizing was 10% of a template's compile and first rows, half of it here).
 */
export class ShapeTreeEnd {
  at = -1;
  maxId = 0;
  private depth = 0;
  private treeDepth = -1;
  private extensionStart = -1;
  // Made once, not per tag: every tag of every slide is compared with them.
  private readonly tree: string;
  private readonly extensions: string;

  constructor(
    private readonly xml: string,
    p: string,
  ) {
    this.tree = `${p}:spTree`;
    this.extensions = `${p}:extLst`;
  }

  readonly observe = (token: XmlToken): void => {
    if (token.kind === 'open') {
      if (token.name === this.tree && !token.selfClosing) this.treeDepth = this.depth + 1;
      else if (token.name === this.extensions && this.depth === this.treeDepth)
        this.extensionStart = token.start;
      if (token.name.endsWith(':cNvPr')) {
        const id = Number(
          readAttributes(this.xml, token.start, token.end).find((attribute) => attribute.name === 'id')
            ?.value,
        );
        if (Number.isSafeInteger(id)) this.maxId = Math.max(this.maxId, id);
      }
      if (!token.selfClosing) this.depth++;
    } else if (token.kind === 'close') {
      this.depth--;
      if (token.name === this.tree && this.depth === this.treeDepth - 1) {
        this.at = this.extensionStart >= 0 ? this.extensionStart : token.start;
        this.treeDepth = -1;
        this.extensionStart = -1;
      }
    }
  };
}

/**
 * A hole at the end of the slide's shape tree that renders the watermark text box (with a shape id
 * one above the slide's highest, so ids stay unique), or nothing when the slide has no shape tree.
 */
export function watermarkEdit(
  { at, maxId }: Pick<ShapeTreeEnd, 'at' | 'maxId'>,
  p: string,
  size: SlideSize,
): Edit | undefined {
  if (at < 0) return undefined;
  return { start: at, end: at, pieces: [{ kind: 'watermark', xml: shapeXml(p, maxId + 1, size) }] };
}
