#!/usr/bin/env node
// Builds the sample offered to new users (apps/gateway/src/dashboard/samples/): a designed four-slide personal
// offer with placeholders, the matching CSV and the images archive of its made-up company logos. Run
// `node tools/samples/make-sample.mjs`, then commit the three files.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { zipSync } from 'fflate';
import pptxgen from 'pptxgenjs';
import { companyLogo, logoFramePicture } from './sample-logos.mjs';
import { logoFileName, SAMPLE_COLUMNS, SAMPLE_LOGOS, SAMPLE_ROWS } from './sample-rows.mjs';

const OUT = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../apps/gateway/src/dashboard/samples',
);

const INK = '14213D';
const ACCENT = 'F26B4E';
const TEAL = '1F8A8A';
const PAPER = 'F7F5F0';
const MUTED = '5B6472';
const LINE = 'DAD6CC';
const FONT = 'Arial';
const text = { fontFace: FONT, color: INK, margin: 0 };

function footer(slide, page) {
  slide.addShape('line', { x: 0.6, y: 6.85, w: 12.13, h: 0, line: { color: LINE, width: 0.75 } });
  slide.addText('Personal offer for {{company}}', {
    ...text,
    x: 0.6,
    y: 6.95,
    w: 8,
    h: 0.3,
    fontSize: 10,
    color: MUTED,
  });
  slide.addText(`${page} / 4`, {
    ...text,
    x: 10.73,
    y: 6.95,
    w: 2,
    h: 0.3,
    fontSize: 10,
    color: MUTED,
    align: 'right',
  });
}

function heading(slide, kicker, title) {
  slide.addShape('rect', {
    x: 0.6,
    y: 0.65,
    w: 0.5,
    h: 0.08,
    fill: { color: ACCENT },
    line: { type: 'none' },
  });
  slide.addText(kicker, {
    ...text,
    x: 0.6,
    y: 0.85,
    w: 8,
    h: 0.35,
    fontSize: 12,
    bold: true,
    color: ACCENT,
    charSpacing: 2,
  });
  // Shrinks when a long company name would run past the box ("What changes for {{company}}").
  slide.addText(title, { ...text, x: 0.6, y: 1.2, w: 12, h: 0.8, fontSize: 30, bold: true, fit: 'shrink' });
}

function titleSlide(pres) {
  const slide = pres.addSlide();
  slide.background = { color: INK };
  slide.addShape('rect', {
    x: 8.9,
    y: 0,
    w: 4.43,
    h: 7.5,
    fill: { color: '1C2E52' },
    line: { type: 'none' },
  });
  slide.addShape('ellipse', {
    x: 9.7,
    y: 1.4,
    w: 2.9,
    h: 2.9,
    fill: { color: ACCENT },
    line: { type: 'none' },
  });
  slide.addShape('ellipse', {
    x: 10.9,
    y: 3.5,
    w: 1.7,
    h: 1.7,
    fill: { color: TEAL },
    line: { type: 'none' },
  });
  slide.addText('PERSONAL OFFER', {
    ...text,
    x: 0.8,
    y: 1.2,
    w: 7,
    h: 0.4,
    fontSize: 14,
    bold: true,
    color: ACCENT,
    charSpacing: 3,
  });
  // The company on a line of its own, so a long name wraps between its words (never after "A plan built for
  // Kernel &"), and the box shrinks its text when a name needs more than two lines.
  slide.addText([{ text: 'A plan built for', options: { breakLine: true } }, { text: '{{company}}' }], {
    ...text,
    x: 0.8,
    y: 1.8,
    w: 7.6,
    h: 2.3,
    fontSize: 44,
    bold: true,
    color: 'FFFFFF',
    valign: 'top',
    fit: 'shrink',
  });
  slide.addText('Prepared for {{first_name}} · {{city}}', {
    ...text,
    x: 0.8,
    y: 4.3,
    w: 7.6,
    h: 0.5,
    fontSize: 20,
    color: 'D5DBE8',
  });
  slide.addShape('line', { x: 0.8, y: 5.5, w: 7, h: 0, line: { color: '3A4B70', width: 1 } });
  slide.addText('Valid until {{valid_until}}   ·   Your contact: {{account_manager}}', {
    ...text,
    x: 0.8,
    y: 5.7,
    w: 7.6,
    h: 0.4,
    fontSize: 13,
    color: 'A9B3C7',
  });
}

function figure(slide, x, value, unit, label, color) {
  slide.addShape('roundRect', {
    x,
    y: 2.55,
    w: 2.45,
    h: 3.6,
    rectRadius: 0.12,
    fill: { color: 'FFFFFF' },
    line: { color: LINE, width: 0.75 },
  });
  slide.addShape('rect', { x: x + 0.35, y: 2.95, w: 0.45, h: 0.07, fill: { color }, line: { type: 'none' } });
  slide.addText(value, { ...text, x: x + 0.35, y: 3.25, w: 1.9, h: 0.9, fontSize: 32, bold: true, color });
  slide.addText(unit, { ...text, x: x + 0.35, y: 4.15, w: 1.9, h: 0.4, fontSize: 14, bold: true });
  slide.addText(label, {
    ...text,
    x: x + 0.35,
    y: 4.6,
    w: 1.85,
    h: 1.2,
    fontSize: 12,
    color: MUTED,
    valign: 'top',
  });
}

function figuresSlide(pres) {
  const slide = pres.addSlide();
  slide.background = { color: PAPER };
  heading(slide, 'AT A GLANCE', 'What changes for {{company}}');
  // The logo frame: the template's "Your logo here" picture, which each deck swaps for the picture its row's
  // `logo` names in the images archive uploaded with the data ({{%logo}} in the picture's alt text).
  slide.addShape('roundRect', {
    x: 0.6,
    y: 2.55,
    w: 3.9,
    h: 3.6,
    rectRadius: 0.12,
    fill: { color: 'FFFFFF' },
    line: { color: INK, width: 1.25 },
  });
  slide.addText('PREPARED FOR', {
    ...text,
    x: 0.95,
    y: 2.9,
    w: 3.2,
    h: 0.3,
    fontSize: 11,
    bold: true,
    color: MUTED,
    charSpacing: 2,
  });
  slide.addImage({
    data: `image/png;base64,${logoFramePicture().toString('base64')}`,
    x: 0.95,
    y: 3.6,
    w: 3.2,
    h: 1.28,
    altText: '{{%logo | alt:"Company logo"}}',
  });
  figure(slide, 4.85, '{{seats}}', 'seats', 'on the {{plan}} plan, set up by our team', TEAL);
  figure(slide, 7.55, '{{hours_saved}}', 'hours a month', 'no longer spent copying data into slides', ACCENT);
  figure(slide, 10.25, '{{discount}}', 'off year one', 'when you start by {{start_date}}', INK);
  footer(slide, 2);
}

function tableSlide(pres) {
  const slide = pres.addSlide();
  slide.background = { color: PAPER };
  heading(slide, 'YOUR OFFER', 'The figures, {{first_name}}');
  const cell = { fontFace: FONT, fontSize: 15, color: INK, margin: [0.12, 0.2, 0.12, 0.2], valign: 'middle' };
  const head = { ...cell, bold: true, color: 'FFFFFF', fill: { color: INK } };
  const rows = [
    ['Plan', '{{plan}}'],
    ['Seats', '{{seats}}'],
    ['Price per seat and month', '{{monthly_price}}'],
    ['First-year discount', '{{discount}}'],
    ['Start date', '{{start_date}}'],
  ];
  slide.addTable(
    [
      [
        { text: 'Item', options: head },
        { text: '{{company}}', options: { ...head, align: 'right' } },
      ],
      ...rows.map(([label, value], index) => {
        const fill = { color: index % 2 === 0 ? 'FFFFFF' : 'EFEDE6' };
        return [
          { text: label, options: { ...cell, fill } },
          { text: value, options: { ...cell, fill, bold: true, align: 'right' } },
        ];
      }),
      [
        {
          text: 'You save in year one',
          options: { ...cell, bold: true, color: 'FFFFFF', fill: { color: TEAL } },
        },
        {
          text: '{{annual_saving}}',
          options: {
            ...cell,
            bold: true,
            fontSize: 18,
            color: 'FFFFFF',
            fill: { color: TEAL },
            align: 'right',
          },
        },
      ],
    ],
    { x: 0.6, y: 2.35, w: 7.6, colW: [4.4, 3.2], rowH: 0.5, border: { type: 'none' } },
  );
  slide.addShape('roundRect', {
    x: 8.7,
    y: 2.35,
    w: 4.03,
    h: 3.9,
    rectRadius: 0.12,
    fill: { color: INK },
    line: { type: 'none' },
  });
  slide.addText('Included', {
    ...text,
    x: 9.05,
    y: 2.65,
    w: 3.4,
    h: 0.4,
    fontSize: 16,
    bold: true,
    color: ACCENT,
  });
  slide.addText(
    [
      { text: 'Onboarding workshop in {{city}}', options: { bullet: { indent: 18 }, breakLine: true } },
      { text: 'Templates set up for your team', options: { bullet: { indent: 18 }, breakLine: true } },
      { text: 'Priority support', options: { bullet: { indent: 18 }, breakLine: true } },
      { text: 'Cancel any month', options: { bullet: { indent: 18 } } },
    ],
    {
      ...text,
      x: 9.05,
      y: 3.15,
      w: 3.45,
      h: 2.7,
      fontSize: 14,
      color: 'FFFFFF',
      paraSpaceAfter: 10,
      valign: 'top',
    },
  );
  footer(slide, 3);
}

function closingSlide(pres) {
  const slide = pres.addSlide();
  slide.background = { color: INK };
  slide.addShape('ellipse', {
    x: -1.2,
    y: 4.6,
    w: 4.2,
    h: 4.2,
    fill: { color: TEAL },
    line: { type: 'none' },
  });
  slide.addShape('ellipse', {
    x: 11.2,
    y: -1.0,
    w: 3.0,
    h: 3.0,
    fill: { color: ACCENT },
    line: { type: 'none' },
  });
  slide.addText('Thank you, {{first_name}}', {
    ...text,
    x: 1.2,
    y: 1.9,
    w: 10,
    h: 1.1,
    fontSize: 44,
    bold: true,
    color: 'FFFFFF',
  });
  slide.addText('Next step: a 20-minute call with {{account_manager}} to plan the start on {{start_date}}.', {
    ...text,
    x: 1.2,
    y: 3.15,
    w: 9.5,
    h: 1.0,
    fontSize: 20,
    color: 'D5DBE8',
    valign: 'top',
  });
  slide.addShape('roundRect', {
    x: 1.2,
    y: 4.6,
    w: 4.6,
    h: 0.7,
    rectRadius: 0.35,
    fill: { color: ACCENT },
    line: { type: 'none' },
  });
  slide.addText('Offer valid until {{valid_until}}', {
    ...text,
    x: 1.2,
    y: 4.6,
    w: 4.6,
    h: 0.7,
    fontSize: 15,
    bold: true,
    color: 'FFFFFF',
    align: 'center',
    valign: 'middle',
  });
  slide.addNotes(
    'Close with the saving: {{annual_saving}} in year one for {{company}}. ' +
      'Ask {{first_name}} whether {{start_date}} still suits the team in {{city}}, ' +
      'and offer a call with {{account_manager}} before {{valid_until}}.',
  );
}

const pres = new pptxgen();
pres.layout = 'LAYOUT_WIDE';
pres.title = 'Personal offer for {{company}}';
pres.author = 'Deckmill';
pres.company = 'Deckmill';
titleSlide(pres);
figuresSlide(pres);
tableSlide(pres);
closingSlide(pres);

const deck = await pres.write({ outputType: 'nodebuffer' });
await writeFile(path.join(OUT, 'sample-template.pptx'), deck);
const quote = (value) => (/[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
const csv = [SAMPLE_COLUMNS, ...SAMPLE_ROWS].map((row) => row.map(quote).join(',')).join('\n') + '\n';
await writeFile(path.join(OUT, 'sample-data.csv'), csv);
// PNGs are compressed already: stored, with a fixed date so the archive only changes when a logo does.
const logos = Object.fromEntries(
  Object.entries(SAMPLE_LOGOS).map(([name, look]) => [logoFileName(name), companyLogo({ name, ...look })]),
);
const images = zipSync(logos, { level: 0, mtime: new Date('2027-01-01T00:00:00Z') });
await writeFile(path.join(OUT, 'sample-images.zip'), images);
console.log(
  `Wrote sample-template.pptx (${deck.length} bytes), sample-data.csv (${SAMPLE_ROWS.length} rows) and ` +
    `sample-images.zip (${Object.keys(logos).length} logos, ${images.length} bytes) to ${OUT}`,
);
