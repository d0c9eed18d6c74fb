import {
  deckAround,
  fixedWidthBook,
  layoutOf,
  paragraph,
  recordingFitter,
  shape,
  slideXml,
  xfrm,
} from '../../../test/support/text-boxes';
import type { Finding } from '../../template/findings';
import type { FitDecision, TextBox } from '../text-model';
import { findFitCandidates, type SlideFitPlan } from './fit-candidates';
import { fitSlideText, MEASURE_SLACK, type FitText } from './fit-slide';
import { TemplateStyles } from './template-styles';

const SLIDE_WIDTH = 12192000;
const SLIDE_HEIGHT = 6858000;

const title = (text: string, bodyPr?: string) =>
  shape({
    id: 2,
    name: 'Title 1',
    ph: 'type="title"',
    ...(bodyPr ? { bodyPr } : {}),
    paragraphs: paragraph(text),
  });

const content = (paragraphs: string) =>
  shape({ id: 3, name: 'Content Placeholder 2', ph: 'idx="1"', paragraphs });

const textBox = (text: string, bodyPr: string, id = 4) =>
  shape({
    id,
    name: `TextBox ${id}`,
    xfrm: xfrm(1000000, 5000000, 2000000, 500000),
    bodyPr,
    paragraphs: paragraph(text),
  });

function planOf(slide: string): SlideFitPlan | undefined {
  const parts = deckAround(slide);
  const styles = new TemplateStyles((name) => parts.get(name), 'ppt/presentation.xml');
  return findFitCandidates(slide, 'ppt/slides/slide1.xml', 1, styles, {
    width: SLIDE_WIDTH,
    height: SLIDE_HEIGHT,
  });
}

function fitted(
  template: string,
  filled: string,
  decide: (box: TextBox) => FitDecision,
  collectFindings = false,
) {
  const plan = planOf(template);
  if (!plan) throw new Error('no candidates');
  const fitter = recordingFitter(decide);
  const out = { notes: [] as string[], findings: [] as Finding[], collectFindings };
  const xml = fitSlideText(filled, plan, { book: fixedWidthBook(), fit: fitter.fit as FitText }, out);
  return { xml, ...out, boxes: fitter.boxes, maxHeights: fitter.maxHeights, maxWidths: fitter.maxWidths };
}

const fits = (box: TextBox): FitDecision => ({ kind: 'fits', layout: layoutOf(box.height) });

describe('text boxes read at compile time', () => {
  it('finds only shapes whose text holds tags, by id and name, with the first tag as the field', () => {
    const plan = planOf(
      slideXml(title('{{company}} in {{city}}') + textBox('No tags here', '<a:bodyPr/>', 5)),
    );
    expect(plan?.candidates.map(({ id, name, field }) => ({ id, name, field }))).toEqual([
      { id: '2', name: 'Title 1', field: 'company' },
    ]);
  });

  it('has no plan for a slide without tags in text', () => {
    expect(planOf(slideXml(textBox('Plain', '<a:bodyPr/>')))).toBeUndefined();
  });

  it('inherits a placeholder frame, body properties and text style from the layout, then the master', () => {
    const template = slideXml(title('{{company}}'));
    const { boxes, maxHeights } = fitted(template, slideXml(title('Acme')), fits);
    expect(boxes[0]).toMatchObject({
      // The layout's title has no frame: the master's.
      width: 10515600,
      height: 1325563 + MEASURE_SLACK,
      insets: { left: 91440, top: 45720, right: 91440, bottom: 45720 },
      wrap: true,
      autofit: 'shrink',
      vertical: false,
    });
    const [first] = boxes[0].paragraphs;
    expect(first.lineSpacing).toEqual({ percent: 0.9 });
    expect(first.runs).toEqual([
      {
        text: 'Acme',
        sizePt: 44,
        latin: { typeface: 'Calibri Light', bold: false, italic: false },
        complex: { typeface: 'Arial', bold: false, italic: false },
      },
    ]);
    expect(maxHeights[0]).toBe(SLIDE_HEIGHT - 365125);
  });

  it('reads levels through the layout placeholder list style, the master body style and bullets', () => {
    const template = content(paragraph('{{points}}'));
    const filled = content(
      paragraph('One', 'lang="en-US" b="1"') + paragraph('Two', 'lang="en-US"', '<a:pPr lvl="1"/>'),
    );
    const { boxes } = fitted(slideXml(template), slideXml(filled), fits);
    const [one, two] = boxes[0].paragraphs;
    // The layout's own frame and lIns, over the master's normAutofit.
    expect(boxes[0]).toMatchObject({ width: 10515600, height: 4351338 + MEASURE_SLACK, autofit: 'shrink' });
    expect(boxes[0].insets.left).toBe(0);
    expect(one).toMatchObject({
      level: 0,
      marginLeft: 228600,
      indent: -228600,
      spaceBefore: { points: 10 },
      bullet: { text: '•', sizePt: 28, face: { typeface: 'Arial', bold: false, italic: false } },
    });
    expect(one.runs[0]).toMatchObject({ sizePt: 28, latin: { typeface: 'Calibri', bold: true } });
    // Level 2: the layout's 20 pt over the master's 24 pt, the master's dash bullet.
    expect(two).toMatchObject({ level: 1, marginLeft: 685800, bullet: { text: '–', sizePt: 20 } });
    expect(two.runs[0].sizePt).toBe(20);
  });

  it('reads a text box: its own frame, insets, wrap, columns and the presentation default size', () => {
    const bodyPr = '<a:bodyPr wrap="none" lIns="0" numCol="2" spcCol="91440"><a:spAutoFit/></a:bodyPr>';
    const template = slideXml(textBox('{{name}}', bodyPr));
    const { boxes } = fitted(template, slideXml(textBox('A line<a:br/>', bodyPr)), fits);
    expect(boxes[0]).toMatchObject({
      // Not wrapping: the measuring slack across too.
      width: 2000000 + MEASURE_SLACK,
      height: 500000 + MEASURE_SLACK,
      insets: { left: 0, top: 45720 },
      wrap: false,
      columns: 2,
      columnGap: 91440,
      autofit: 'resize',
    });
    expect(boxes[0].paragraphs[0].runs[0]).toMatchObject({ sizePt: 18, latin: { typeface: 'Calibri' } });
  });

  it('fits a text box in a group PowerPoint has not resized, placed by the group offset; not in a resized one', () => {
    const group = (ext: string) =>
      `<p:grpSp><p:nvGrpSpPr><p:cNvPr id="9" name="Group 9"/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr>` +
      `<p:grpSpPr><a:xfrm><a:off x="0" y="1000000"/><a:ext ${ext}/><a:chOff x="0" y="0"/>` +
      `<a:chExt cx="4000000" cy="6000000"/></a:xfrm></p:grpSpPr>${textBox('{{name}}', '<a:bodyPr/>')}</p:grpSp>`;
    const unscaled = slideXml(group('cx="4000000" cy="6000000"'));
    const { boxes, maxHeights } = fitted(unscaled, unscaled.replace('{{name}}', 'Acme'), fits);
    expect(boxes).toHaveLength(1);
    // The box's own top, 5,000,000, is 6,000,000 down the slide.
    expect(maxHeights[0]).toBe(SLIDE_HEIGHT - 6000000);
    expect(planOf(slideXml(group('cx="2000000" cy="3000000"')))).toBeUndefined();
  });

  it('measures text set in capitals (`cap` all or small, inherited like other run properties) as capitals', () => {
    const lstStyle = '<a:lstStyle><a:lvl1pPr><a:defRPr cap="all"/></a:lvl1pPr></a:lstStyle>';
    const capitals = (paragraphs: string) =>
      shape({ id: 4, name: 'TextBox 4', xfrm: xfrm(0, 0, 2000000, 500000), lstStyle, paragraphs });
    const template = slideXml(capitals(paragraph('{{name}}')));
    const filled = slideXml(
      capitals(
        paragraph('Acme straße') +
          paragraph('Small caps', 'lang="en-US" cap="small"') +
          paragraph('As typed', 'lang="en-US" cap="none"'),
      ),
    );
    const { boxes } = fitted(template, filled, fits);
    expect(boxes[0].paragraphs.map((p) => p.runs[0].text)).toEqual([
      'ACME STRASSE',
      'SMALL CAPS',
      'As typed',
    ]);
  });

  it('leaves alone shapes whose id another shape of the slide shares, and shapes without one', () => {
    const bodyPr = '<a:bodyPr><a:spAutoFit/></a:bodyPr>';
    const template = slideXml(
      textBox('{{name}}', bodyPr, 4) +
        textBox('Fixed text', bodyPr, 4) +
        textBox('{{city}}', bodyPr, 6).replace(' id="6"', ''),
    );
    expect(planOf(template)?.candidates).toEqual([]);
    expect(planOf(template)?.unmatched).toEqual([
      { name: 'TextBox 4', field: 'name' },
      { name: 'TextBox 6', field: 'city' },
    ]);
    const filled = template.replace('{{name}}', 'A name long enough').replace('{{city}}', 'Paris');
    const { xml, findings, boxes } = fitted(template, filled, fits, true);
    expect(xml).toBe(filled);
    expect(boxes).toEqual([]);
    expect(findings.map((finding) => finding.message)).toEqual([
      'Slide 1, "TextBox 4": the text is not checked for fit (its id is missing or another shape on the slide has it too).',
      'Slide 1, "TextBox 6": the text is not checked for fit (its id is missing or another shape on the slide has it too).',
    ]);
    const unique = slideXml(textBox('{{name}}', bodyPr, 4) + textBox('Fixed text', bodyPr, 5));
    expect(planOf(unique)?.candidates.map((candidate) => candidate.id)).toEqual(['4']);
  });

  it('makes `| fit` shrink a box set not to autofit', () => {
    const template = slideXml(textBox('{{ name | fit }}', '<a:bodyPr><a:noAutofit/></a:bodyPr>'));
    expect(planOf(template)?.candidates[0].forceShrink).toBe(true);
    const { boxes } = fitted(template, template, fits);
    expect(boxes[0].autofit).toBe('shrink');
  });
});

describe('text boxes rewritten per row', () => {
  const shrink =
    (fontScale: number, lineReduction: number, ok = true) =>
    (box: TextBox): FitDecision => ({
      kind: 'shrink',
      scale: { fontScale, lineReduction },
      fits: ok,
      layout: layoutOf(box.height),
    });

  it('writes the scale that fits into normAutofit, replacing the template’s own', () => {
    const bodyPr = '<a:bodyPr><a:normAutofit fontScale="90000"/></a:bodyPr>';
    const template = slideXml(textBox('{{name}}', bodyPr));
    const { xml, findings, notes } = fitted(
      template,
      slideXml(textBox('A long name', bodyPr)),
      shrink(0.625, 0.2),
    );
    expect(xml).toContain('<a:bodyPr><a:normAutofit fontScale="62500" lnSpcReduction="20000"/></a:bodyPr>');
    expect(findings).toEqual([
      {
        kind: 'fitted',
        message: 'Slide 1, "TextBox 4": text shrunk to 63% to fit.',
        slide: 1,
        shape: 'TextBox 4',
        field: 'name',
      },
    ]);
    expect(notes).toEqual([]);
  });

  it('adds normAutofit to a self-closing bodyPr for `| fit`, leaving out a line reduction of 0', () => {
    const template = slideXml(textBox('{{name|fit}}', '<a:bodyPr wrap="square"/>'));
    const { xml } = fitted(template, slideXml(textBox('Long', '<a:bodyPr wrap="square"/>')), shrink(0.8, 0));
    expect(xml).toContain('<a:bodyPr wrap="square"><a:normAutofit fontScale="80000"/></a:bodyPr>');
  });

  it('clears a stale template scale when the row’s text fits at full size', () => {
    const bodyPr = '<a:bodyPr><a:normAutofit fontScale="70000" lnSpcReduction="10000"/></a:bodyPr>';
    const template = slideXml(textBox('{{name}}', bodyPr));
    const { xml, findings } = fitted(template, slideXml(textBox('Short', bodyPr)), fits);
    expect(xml).toContain('<a:bodyPr><a:normAutofit/></a:bodyPr>');
    expect(findings).toEqual([]);
  });

  it('reports text that overflows even at the smallest scale, in findings and notes', () => {
    const bodyPr = '<a:bodyPr><a:normAutofit/></a:bodyPr>';
    const template = slideXml(textBox('{{name}}', bodyPr));
    const { xml, findings, notes } = fitted(
      template,
      slideXml(textBox('Very long', bodyPr)),
      shrink(0.25, 0.2, false),
    );
    expect(xml).toContain('<a:normAutofit fontScale="25000" lnSpcReduction="20000"/>');
    const message = 'Slide 1, "TextBox 4": the text overflows its box even shrunk to 25%.';
    expect(findings.map((finding) => [finding.kind, finding.message])).toEqual([['overflow', message]]);
    expect(notes).toEqual([message]);
  });

  it('grows a resize shape by its own xfrm, keeping spAutoFit', () => {
    const bodyPr = '<a:bodyPr><a:spAutoFit/></a:bodyPr>';
    const template = slideXml(textBox('{{name}}', bodyPr));
    const { xml, findings } = fitted(template, slideXml(textBox('Tall', bodyPr)), () => ({
      kind: 'resize',
      height: 900000,
      fits: true,
      layout: layoutOf(900000),
    }));
    expect(xml).toContain('<a:off x="1000000" y="5000000"/><a:ext cx="2000000" cy="900000"/>');
    expect(xml).toContain('<a:spAutoFit/>');
    expect(findings[0]).toMatchObject({
      kind: 'fitted',
      message: 'Slide 1, "TextBox 4": shape grown to fit its text.',
    });
  });

  it('widens a resize shape that does not wrap, up to the slide’s right edge', () => {
    const bodyPr = '<a:bodyPr wrap="none"><a:spAutoFit/></a:bodyPr>';
    const template = slideXml(textBox('{{name}}', bodyPr));
    const { xml, findings, maxWidths } = fitted(template, slideXml(textBox('A long name', bodyPr)), () => ({
      kind: 'resize',
      width: 3000000,
      fits: true,
      layout: layoutOf(500000),
    }));
    // The box's left is 1,000,000: it may grow to the slide's width less that.
    expect(maxWidths[0]).toBe(SLIDE_WIDTH - 1000000);
    expect(xml).toContain('<a:off x="1000000" y="5000000"/><a:ext cx="3000000" cy="500000"/>');
    expect(findings[0]).toMatchObject({ kind: 'fitted' });
  });

  it('reports a line that runs past the slide’s right edge even widened', () => {
    const bodyPr = '<a:bodyPr wrap="none"><a:spAutoFit/></a:bodyPr>';
    const template = slideXml(textBox('{{name}}', bodyPr));
    const { findings, notes } = fitted(template, slideXml(textBox('A very long name', bodyPr)), () => ({
      kind: 'resize',
      width: 11192000,
      fits: false,
      layout: { ...layoutOf(500000), width: 20000000, overflowsWidth: true },
    }));
    const message =
      'Slide 1, "TextBox 4": the text runs past the right edge of the slide even with its shape widened.';
    expect(findings.map((finding) => [finding.kind, finding.message])).toEqual([['overflow', message]]);
    expect(notes).toEqual([message]);
  });

  it('leaves the height of a resize shape already reaching the slide’s bottom as it is', () => {
    const bodyPr = '<a:bodyPr><a:spAutoFit/></a:bodyPr>';
    const low = (text: string) =>
      shape({
        id: 4,
        name: 'TextBox 4',
        xfrm: xfrm(1000000, 6358000, 2000000, 500000),
        bodyPr,
        paragraphs: paragraph(text),
      });
    const filled = slideXml(low('Tall text'));
    const { xml, findings } = fitted(slideXml(low('{{name}}')), filled, () => ({
      kind: 'resize',
      height: 500000,
      fits: false,
      layout: layoutOf(900000),
    }));
    expect(xml).toBe(filled);
    expect(findings[0]).toMatchObject({ kind: 'overflow' });
  });

  it('gives a resized placeholder whose frame was inherited an xfrm of its own', () => {
    const bodyPr = '<a:bodyPr><a:spAutoFit/></a:bodyPr>';
    const template = slideXml(title('{{company}}', bodyPr));
    const { xml } = fitted(template, slideXml(title('Acme', bodyPr)), () => ({
      kind: 'resize',
      height: 2000000,
      fits: true,
      layout: layoutOf(2000000),
    }));
    expect(xml).toContain(
      '<p:spPr><a:xfrm><a:off x="838200" y="365125"/><a:ext cx="10515600" cy="2000000"/></a:xfrm></p:spPr>',
    );
  });

  it('adds the size to a placeholder’s own xfrm that has only an offset, not a second xfrm', () => {
    const bodyPr = '<a:bodyPr><a:spAutoFit/></a:bodyPr>';
    const offsetOnly = (text: string) =>
      shape({
        id: 2,
        name: 'Title 1',
        ph: 'type="title"',
        xfrm: '<a:xfrm><a:off x="838200" y="365125"/></a:xfrm>',
        bodyPr,
        paragraphs: paragraph(text),
      });
    const { xml } = fitted(slideXml(offsetOnly('{{company}}')), slideXml(offsetOnly('Acme')), () => ({
      kind: 'resize',
      height: 2000000,
      fits: true,
      layout: layoutOf(2000000),
    }));
    expect(xml).toContain(
      '<p:spPr><a:xfrm><a:off x="838200" y="365125"/><a:ext cx="10515600" cy="2000000"/></a:xfrm></p:spPr>',
    );
  });

  it('leaves a do-not-autofit box unchanged and reports it, with missing characters', () => {
    const bodyPr = '<a:bodyPr><a:noAutofit/></a:bodyPr>';
    const template = slideXml(textBox('{{name}}', bodyPr));
    const filled = slideXml(textBox('Über', bodyPr));
    const { xml, findings, notes } = fitted(template, filled, () => ({
      kind: 'overflow',
      layout: layoutOf(900000, ['Ü']),
    }));
    expect(xml).toBe(filled);
    expect(findings.map((finding) => finding.kind)).toEqual(['overflow', 'missing_glyphs']);
    expect(findings[1].message).toBe(
      'Slide 1, "TextBox 4": the fonts have no character for "Ü"; it would print as boxes.',
    );
    expect(notes).toHaveLength(1);
  });

  it('says when only line spacing was reduced, not that the text was shrunk to 100%', () => {
    const bodyPr = '<a:bodyPr><a:normAutofit/></a:bodyPr>';
    const template = slideXml(textBox('{{name}}', bodyPr));
    const { xml, findings } = fitted(template, slideXml(textBox('Three lines', bodyPr)), shrink(1, 0.2));
    expect(xml).toContain('<a:normAutofit lnSpcReduction="20000"/>');
    expect(findings.map((finding) => finding.message)).toEqual([
      'Slide 1, "TextBox 4": line spacing reduced to fit.',
    ]);
  });

  it('names at most 20 missing characters, then how many more', () => {
    const bodyPr = '<a:bodyPr><a:noAutofit/></a:bodyPr>';
    const template = slideXml(textBox('{{name}}', bodyPr));
    const missing = Array.from({ length: 25 }, (_, index) => String.fromCodePoint(0xe01 + index));
    const { findings } = fitted(template, slideXml(textBox(missing.join(''), bodyPr)), (box) => ({
      kind: 'fits',
      layout: layoutOf(box.height, missing),
    }));
    expect(findings.map((finding) => finding.message)).toEqual([
      `Slide 1, "TextBox 4": the fonts have no character for "${missing.slice(0, 20).join(' ')}" and 5 more; it would print as boxes.`,
    ]);
  });

  it('says in preflight which shapes are not checked: vertical text, a placeholder without a frame', () => {
    const vertical = textBox('{{name}}', '<a:bodyPr vert="vert270"/>');
    const unframed = shape({ id: 7, name: 'Date 6', ph: 'type="dt"', paragraphs: paragraph('{{date}}') });
    const template = slideXml(vertical + unframed);
    const filled = slideXml(textBox('Acme', '<a:bodyPr vert="vert270"/>') + unframed);
    expect(fitted(template, filled, fits, false).findings).toEqual([]);
    const { xml, findings, notes, boxes } = fitted(template, filled, fits, true);
    expect(xml).toBe(filled);
    expect(boxes).toEqual([]);
    expect(findings).toEqual([
      {
        kind: 'not_checked',
        message: 'Slide 1, "TextBox 4": vertical text is not checked for fit.',
        slide: 1,
        shape: 'TextBox 4',
        field: 'name',
      },
      {
        kind: 'not_checked',
        message: 'Slide 1, "Date 6": the text is not checked for fit (no size was found for its box).',
        slide: 1,
        shape: 'Date 6',
        field: 'date',
      },
    ]);
    expect(notes).toEqual([]);
  });

  it('leaves a shape as filled when its text cannot be measured', () => {
    const template = slideXml(textBox('{{name}}', '<a:bodyPr><a:normAutofit/></a:bodyPr>'));
    const filled = template.replace('{{name}}', 'Acme');
    const { xml, findings } = fitted(template, filled, () => {
      throw new Error('damaged font');
    });
    expect(xml).toBe(filled);
    expect(findings).toEqual([]);
  });

  it('leaves shapes without tags, and fitting text, byte for byte as filled', () => {
    const template = slideXml(
      textBox('{{name}}', '<a:bodyPr/>') +
        textBox('Fixed text', '<a:bodyPr><a:normAutofit fontScale="50000"/></a:bodyPr>', 5),
    );
    const filled = template.replace('{{name}}', 'Acme');
    const { xml, boxes } = fitted(template, filled, fits);
    expect(boxes).toHaveLength(1);
    expect(xml).toBe(filled);
  });
});
