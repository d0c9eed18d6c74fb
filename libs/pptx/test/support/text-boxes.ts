import type { FitDecision, FontBook, FontMetrics, TextBox, TextLayout } from '../../src/fit/text-model';

// A small deck's parts for fitting specs (a slide on a layout on a master with a theme), and a
// fixed-width font so expected sizes can be worked out by hand.

const P = 'http://schemas.openxmlformats.org/presentationml/2006/main';
const A = 'http://schemas.openxmlformats.org/drawingml/2006/main';
const R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';

const rels = (target: string, type: string) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="${RELS}">` +
  `<Relationship Id="rId1" Type="${R}/${type}" Target="${target}"/></Relationships>`;

export const xfrm = (x: number, y: number, cx: number, cy: number) =>
  `<a:xfrm><a:off x="${x}" y="${y}"/><a:ext cx="${cx}" cy="${cy}"/></a:xfrm>`;

export interface ShapeOptions {
  readonly id: number;
  readonly name: string;
  /** `<p:ph …/>` attributes, e.g. `type="title"`. */
  readonly ph?: string;
  readonly xfrm?: string;
  readonly bodyPr?: string;
  readonly lstStyle?: string;
  readonly paragraphs: string;
}

export function shape(options: ShapeOptions): string {
  const ph = options.ph === undefined ? '<p:nvPr/>' : `<p:nvPr><p:ph ${options.ph}/></p:nvPr>`;
  return (
    `<p:sp><p:nvSpPr><p:cNvPr id="${options.id}" name="${options.name}"/><p:cNvSpPr/>${ph}</p:nvSpPr>` +
    `<p:spPr>${options.xfrm ?? ''}</p:spPr><p:txBody>${options.bodyPr ?? '<a:bodyPr/>'}` +
    `${options.lstStyle ?? '<a:lstStyle/>'}${options.paragraphs}</p:txBody></p:sp>`
  );
}

/** A paragraph of one run: `<a:p><a:r><a:rPr …/><a:t>text</a:t></a:r></a:p>`. */
export const paragraph = (text: string, rPr = 'lang="en-US"', pPr = '') =>
  `<a:p>${pPr}<a:r><a:rPr ${rPr}/><a:t>${text}</a:t></a:r></a:p>`;

const spTree = (root: string, shapes: string) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><p:${root} xmlns:a="${A}" xmlns:r="${R}" xmlns:p="${P}">` +
  `<p:cSld><p:spTree><p:nvGrpSpPr><p:cNvPr id="1" name=""/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr><p:grpSpPr/>` +
  `${shapes}</p:spTree></p:cSld>`;

export const slideXml = (shapes: string) => `${spTree('sld', shapes)}</p:sld>`;

/** The layout: a title placeholder (inherits the master's frame) and a content placeholder idx 1 with its own. */
export const LAYOUT =
  spTree(
    'sldLayout',
    shape({ id: 2, name: 'Title 1', ph: 'type="title"', paragraphs: '<a:p/>' }) +
      shape({
        id: 3,
        name: 'Content Placeholder 2',
        ph: 'idx="1"',
        xfrm: xfrm(838200, 1825625, 10515600, 4351338),
        bodyPr: '<a:bodyPr lIns="0"/>',
        lstStyle: '<a:lstStyle><a:lvl2pPr marL="685800"><a:defRPr sz="2000"/></a:lvl2pPr></a:lstStyle>',
        paragraphs: '<a:p/>',
      }),
  ) + '</p:sldLayout>';

export const MASTER =
  spTree(
    'sldMaster',
    shape({
      id: 2,
      name: 'Title Placeholder 1',
      ph: 'type="title"',
      xfrm: xfrm(838200, 365125, 10515600, 1325563),
      bodyPr:
        '<a:bodyPr vert="horz" lIns="91440" tIns="45720" rIns="91440" bIns="45720"><a:normAutofit/></a:bodyPr>',
      paragraphs: '<a:p/>',
    }) +
      shape({
        id: 3,
        name: 'Text Placeholder 2',
        ph: 'type="body" idx="1"',
        xfrm: xfrm(838200, 1825625, 10515600, 4351338),
        bodyPr: '<a:bodyPr><a:normAutofit/></a:bodyPr>',
        paragraphs: '<a:p/>',
      }),
  ) +
  '<p:txStyles><p:titleStyle><a:lvl1pPr><a:lnSpc><a:spcPct val="90000"/></a:lnSpc><a:defRPr sz="4400"><a:latin typeface="+mj-lt"/></a:defRPr></a:lvl1pPr></p:titleStyle>' +
  '<p:bodyStyle><a:lvl1pPr marL="228600" indent="-228600"><a:spcBef><a:spcPts val="1000"/></a:spcBef><a:buFont typeface="Arial"/><a:buChar char="•"/><a:defRPr sz="2800"><a:latin typeface="+mn-lt"/></a:defRPr></a:lvl1pPr>' +
  '<a:lvl2pPr marL="685800" indent="-228600"><a:buChar char="–"/><a:defRPr sz="2400"><a:latin typeface="+mn-lt"/></a:defRPr></a:lvl2pPr></p:bodyStyle>' +
  '<p:otherStyle><a:lvl1pPr><a:defRPr sz="1800"/></a:lvl1pPr></p:otherStyle></p:txStyles></p:sldMaster>';

export const THEME =
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><a:theme xmlns:a="${A}" name="Office"><a:themeElements>` +
  '<a:fontScheme name="Office"><a:majorFont><a:latin typeface="Calibri Light"/><a:ea typeface=""/><a:cs typeface=""/></a:majorFont>' +
  '<a:minorFont><a:latin typeface="Calibri"/><a:ea typeface=""/><a:cs typeface="Arial"/></a:minorFont></a:fontScheme>' +
  '</a:themeElements></a:theme>';

export const PRESENTATION =
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><p:presentation xmlns:a="${A}" xmlns:r="${R}" xmlns:p="${P}">` +
  '<p:sldSz cx="12192000" cy="6858000"/><p:defaultTextStyle><a:defPPr><a:defRPr lang="en-US"/></a:defPPr>' +
  '<a:lvl1pPr><a:defRPr sz="1800"><a:latin typeface="+mn-lt"/><a:cs typeface="+mn-cs"/></a:defRPr></a:lvl1pPr>' +
  '</p:defaultTextStyle></p:presentation>';

/** The parts around `ppt/slides/slide1.xml`, by name (the slide itself added by the caller). */
export function deckAround(slide: string): Map<string, string> {
  return new Map([
    ['ppt/presentation.xml', PRESENTATION],
    ['ppt/slides/slide1.xml', slide],
    ['ppt/slides/_rels/slide1.xml.rels', rels('../slideLayouts/slideLayout1.xml', 'slideLayout')],
    ['ppt/slideLayouts/slideLayout1.xml', LAYOUT],
    ['ppt/slideLayouts/_rels/slideLayout1.xml.rels', rels('../slideMasters/slideMaster1.xml', 'slideMaster')],
    ['ppt/slideMasters/slideMaster1.xml', MASTER],
    ['ppt/slideMasters/_rels/slideMaster1.xml.rels', rels('../theme/theme1.xml', 'theme')],
    ['ppt/theme/theme1.xml', THEME],
  ]);
}

/** Every character half an em wide, lines 1.2 em: a font whose sizes are easy to work out. */
export function fixedWidthBook(missing = ''): FontBook {
  const metrics: FontMetrics = {
    family: 'Fixed',
    source: 'estimated',
    unitsPerEm: 1000,
    ascent: 1000,
    descent: 200,
    lineGap: 0,
    advance: (codePoint) => (missing.includes(String.fromCodePoint(codePoint)) ? undefined : 500),
  };
  return { metrics: () => metrics };
}

/** A fitter that answers `decision` and keeps the boxes it was asked about. */
export function recordingFitter(decision: (box: TextBox) => FitDecision) {
  const boxes: TextBox[] = [];
  const maxHeights: number[] = [];
  const maxWidths: number[] = [];
  return {
    boxes,
    maxHeights,
    maxWidths,
    fit: (
      box: TextBox,
      _book: FontBook,
      options: { readonly maxHeight: number; readonly maxWidth: number },
    ) => {
      boxes.push(box);
      maxHeights.push(options.maxHeight);
      maxWidths.push(options.maxWidth);
      return decision(box);
    },
  };
}

export const layoutOf = (height: number, missingGlyphs: readonly string[] = []): TextLayout => ({
  height,
  width: 0,
  lines: 1,
  overflowsWidth: false,
  missingGlyphs,
});
