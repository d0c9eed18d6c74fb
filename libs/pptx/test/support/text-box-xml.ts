import type { FontFace, Spacing, TextBox, TextRun } from '../../src/fit';

// Writes a TextBox of the fitting model as the `<p:sp>` PowerPoint would save, so a test predicts and renders
// the same box.

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function spacing(name: string, value: Spacing): string {
  const inner =
    'points' in value
      ? `<a:spcPts val="${Math.round(value.points * 100)}"/>`
      : `<a:spcPct val="${Math.round(value.percent * 100_000)}"/>`;
  return `<a:${name}>${inner}</a:${name}>`;
}

const face = (tag: string, value: FontFace | undefined) =>
  value ? `<a:${tag} typeface="${escape(value.typeface)}"/>` : '';

function runProperties(tag: 'rPr' | 'endParaRPr', run: TextRun | undefined, sizePt: number): string {
  const style = run ? ` b="${run.latin.bold ? 1 : 0}" i="${run.latin.italic ? 1 : 0}"` : '';
  const spc = run?.spacingPt ? ` spc="${Math.round(run.spacingPt * 100)}"` : '';
  const faces = run ? face('latin', run.latin) + face('ea', run.eastAsian) + face('cs', run.complex) : '';
  return `<a:${tag} lang="en-US" sz="${Math.round(sizePt * 100)}"${style}${spc} dirty="0">${faces}</a:${tag}>`;
}

function runs(run: TextRun): string {
  return run.text
    .split('\n')
    .map((part) => `<a:r>${runProperties('rPr', run, run.sizePt)}<a:t>${escape(part)}</a:t></a:r>`)
    .join(`<a:br>${runProperties('rPr', run, run.sizePt)}</a:br>`);
}

const AUTOFIT = { none: '<a:noAutofit/>', shrink: '<a:normAutofit/>', resize: '<a:spAutoFit/>' } as const;

/** The shape at (x, y) with id `id`; `fill` paints it so a raster shows its frame. */
export function textBoxXml(box: TextBox, x: number, y: number, id: number, fill?: string): string {
  const { insets } = box;
  const body =
    `<a:bodyPr wrap="${box.wrap ? 'square' : 'none'}" lIns="${insets.left}" tIns="${insets.top}" ` +
    `rIns="${insets.right}" bIns="${insets.bottom}" numCol="${box.columns}" spcCol="${box.columnGap}" ` +
    `rtlCol="0" anchor="t">${AUTOFIT[box.autofit]}</a:bodyPr>`;
  const paragraphs = box.paragraphs
    .map((p) => {
      const bullet = p.bullet
        ? `<a:buSzPct val="100000"/><a:buFont typeface="${escape(p.bullet.face.typeface)}"/><a:buChar char="${escape(p.bullet.text)}"/>`
        : '<a:buNone/>';
      const pPr =
        `<a:pPr marL="${p.marginLeft}" indent="${p.indent}" lvl="${p.level}">` +
        spacing('lnSpc', p.lineSpacing) +
        spacing('spcBef', p.spaceBefore) +
        spacing('spcAft', p.spaceAfter) +
        `${bullet}</a:pPr>`;
      return `<a:p>${pPr}${p.runs.map(runs).join('')}${runProperties('endParaRPr', p.runs[0], p.endSizePt)}</a:p>`;
    })
    .join('');
  const fillXml = fill ? `<a:solidFill><a:srgbClr val="${fill}"/></a:solidFill>` : '<a:noFill/>';
  return (
    `<p:sp><p:nvSpPr><p:cNvPr id="${id}" name="TextBox ${id}"/><p:cNvSpPr txBox="1"/><p:nvPr/></p:nvSpPr>` +
    `<p:spPr><a:xfrm><a:off x="${x}" y="${y}"/><a:ext cx="${box.width}" cy="${box.height}"/></a:xfrm>` +
    `<a:prstGeom prst="rect"><a:avLst/></a:prstGeom>${fillXml}</p:spPr>` +
    `<p:txBody>${body}<a:lstStyle/>${paragraphs}</p:txBody></p:sp>`
  );
}
