import { strFromU8, unzipSync } from 'fflate';
import { readFixture } from '../../../test/support/fixtures';
import type { FitDecision, TextBox } from '../text-model';
import { findFitCandidates } from './fit-candidates';
import { fitSlideText, MEASURE_SLACK } from './fit-slide';
import { TemplateStyles } from './template-styles';

// A deck saved by PowerPoint: a centred title placeholder with no frame of its own inherits the "Title
// Slide" layout's frame and 60 pt, the master's title style (Calibri Light from the theme, 90% lines) and
// the master title's "shrink text on overflow".
const TITLE =
  '<p:sp><p:nvSpPr><p:cNvPr id="77" name="Title 77"/><p:cNvSpPr><a:spLocks noGrp="1"/></p:cNvSpPr>' +
  '<p:nvPr><p:ph type="ctrTitle"/></p:nvPr></p:nvSpPr><p:spPr/><p:txBody><a:bodyPr/><a:lstStyle/>' +
  '<a:p><a:r><a:rPr lang="en-US"/><a:t>{{company}}</a:t></a:r></a:p></p:txBody></p:sp>';

describe('styles read from a PowerPoint deck', () => {
  it('gives a title placeholder its layout frame and size, master style, theme font and autofit', () => {
    const files = unzipSync(readFixture('automizer-SlideWithNotes.pptx'));
    const source = (name: string) => (files[name] ? strFromU8(files[name]) : undefined);
    const slide = (source('ppt/slides/slide1.xml') ?? '').replace('</p:spTree>', `${TITLE}</p:spTree>`);
    const styles = new TemplateStyles(source, 'ppt/presentation.xml');
    const plan = findFitCandidates(slide, 'ppt/slides/slide1.xml', 1, styles, {
      width: 12192000,
      height: 6858000,
    });
    if (!plan) throw new Error('no candidates');
    expect(plan.candidates.map((candidate) => candidate.name)).toEqual(['Title 77']);
    const boxes: TextBox[] = [];
    const fit = (box: TextBox): FitDecision => {
      boxes.push(box);
      return {
        kind: 'fits',
        layout: { height: 0, width: 0, lines: 1, overflowsWidth: false, missingGlyphs: [] },
      };
    };
    fitSlideText(
      slide.replace('{{company}}', 'Acme'),
      plan,
      {
        book: {
          metrics: () => {
            throw new Error('unused');
          },
        },
        fit,
      },
      { notes: [], findings: [] },
    );
    expect(boxes[0]).toMatchObject({
      width: 9144000,
      height: 2387600 + MEASURE_SLACK,
      autofit: 'shrink',
      wrap: true,
    });
    expect(boxes[0].paragraphs[0]).toMatchObject({ lineSpacing: { percent: 0.9 } });
    expect(boxes[0].paragraphs[0].runs[0]).toMatchObject({
      text: 'Acme',
      sizePt: 60,
      latin: { typeface: 'Calibri Light', bold: false, italic: false },
    });
  });
});
