// The sample template's one slide, written as DrawingML from the site's sample data (src/sample/sampleDeck.ts),
// so the rendered images show the same words as the page around them.

const EMU_PER_INCH = 914400;
const inches = (value) => Math.round(value * EMU_PER_INCH);

const escapeXml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function run(text, { size, bold = false, color }) {
  const weight = bold ? ' b="1"' : '';
  return `<a:r><a:rPr lang="en-US" sz="${size * 100}"${weight} dirty="0"><a:solidFill><a:srgbClr val="${color}"/></a:solidFill></a:rPr><a:t>${escapeXml(text)}</a:t></a:r>`;
}

function shape(id, name, { x, y, width, height }, paragraphs, fill) {
  const geometry = fill
    ? `<a:prstGeom prst="roundRect"><a:avLst><a:gd name="adj" fmla="val 8000"/></a:avLst></a:prstGeom><a:solidFill><a:srgbClr val="${fill}"/></a:solidFill><a:ln><a:noFill/></a:ln>`
    : '<a:prstGeom prst="rect"><a:avLst/></a:prstGeom><a:noFill/>';
  const inset = fill ? inches(0.2) : 0;
  return (
    `<p:sp><p:nvSpPr><p:cNvPr id="${id}" name="${name}"/><p:cNvSpPr txBox="1"/><p:nvPr/></p:nvSpPr>` +
    `<p:spPr><a:xfrm><a:off x="${inches(x)}" y="${inches(y)}"/><a:ext cx="${inches(width)}" cy="${inches(height)}"/></a:xfrm>${geometry}</p:spPr>` +
    `<p:txBody><a:bodyPr wrap="square" lIns="${inset}" tIns="${inset}" rIns="${inset}" bIns="${inset}" anchor="${fill ? 'ctr' : 't'}"><a:normAutofit/></a:bodyPr><a:lstStyle/>` +
    paragraphs.map((content) => `<a:p>${content}</a:p>`).join('') +
    '</p:txBody></p:sp>'
  );
}

const INK = '1F2A44';
const MUTED = '5B6475';
const ACCENT = '2450C8';
const CARD = 'EEF2FA';

/** A complete slide part: heading, subheading, one card per metric and a footer line. */
export function sampleSlideXml(slide) {
  const cardWidth = 3.7;
  const cards = slide.metrics.map((metric, index) =>
    shape(
      10 + index,
      `Metric ${index + 1}`,
      { x: 1.1 + index * (cardWidth + 0.25), y: 2.9, width: cardWidth, height: 2.0 },
      [
        run(metric.label, { size: 16, color: MUTED }),
        run(metric.value, { size: 22, bold: true, color: ACCENT }),
      ],
      CARD,
    ),
  );
  const shapes = [
    shape(2, 'Heading', { x: 1.1, y: 0.8, width: 11.2, height: 1.0 }, [
      run(slide.heading, { size: 36, bold: true, color: INK }),
    ]),
    shape(3, 'Subheading', { x: 1.1, y: 1.8, width: 11.2, height: 0.6 }, [
      run(slide.subheading, { size: 20, color: MUTED }),
    ]),
    ...cards,
    shape(4, 'Footer', { x: 1.1, y: 6.2, width: 11.2, height: 0.5 }, [
      run(slide.footer, { size: 16, color: MUTED }),
    ]),
  ];
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
    '<p:sld xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main">' +
    '<p:cSld><p:spTree><p:nvGrpSpPr><p:cNvPr id="1" name=""/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr>' +
    '<p:grpSpPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="0" cy="0"/><a:chOff x="0" y="0"/><a:chExt cx="0" cy="0"/></a:xfrm></p:grpSpPr>' +
    shapes.join('') +
    '</p:spTree></p:cSld><p:clrMapOvr><a:masterClrMapping/></p:clrMapOvr></p:sld>'
  );
}
