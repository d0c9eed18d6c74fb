#!/usr/bin/env node
// Makes the pictures of docs/template-language.md: builds each example template with pptxgenjs, fills it with
// the `deckmill` CLI, renders template and first deck with LibreOffice and pdftoppm, and puts the two side by
// side (template left, result right) in docs/images/template-language/<name>.png.
//   node tools/docs/template-language-pictures.cjs [name ...]
// An example the engine cannot fill yet is reported and pictured as its template alone.
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const PptxGenJS = require('pptxgenjs');
const { readPpm, sideBySide, writePng } = require('./png.cjs');

const root = path.resolve(__dirname, '../..');
const outDir = path.join(root, 'docs/images/template-language');
const BOX = { x: 0.4, w: 9.2, h: 0.7, fontSize: 24, fontFace: 'DejaVu Sans', color: '1F2937' };

/** Each example: text its first deck must show, slides (title + lines, or a table), data and CLI arguments. */
const EXAMPLES = {
  values: {
    expect: ['Hello Ada', 'Analytical Engines'],
    slides: [{ title: 'Hello {{first_name}}', lines: ['An offer for {{company}}'] }],
    data: { file: 'rows.csv', text: 'first_name,company\nAda,Analytical Engines\n' },
  },
  filters: {
    expect: ['Ada Lovelace', '€1,234.50', '3 March 2026', '25.6%'],
    slides: [
      {
        title: '{{ name | title }}',
        lines: [
          'Total: {{ amount | currency:EUR }}',
          'Due: {{ due | date:"d MMMM yyyy" }}',
          'Share: {{ share | percent:1 }}',
        ],
      },
    ],
    data: { file: 'rows.csv', text: 'name,amount,due,share\nada lovelace,1234.5,2026-03-03,0.256\n' },
  },
  paragraphs: {
    expect: ['• Tea: €3.00', '• Cake: €4.50', '• Juice: €2.00'],
    slides: [
      {
        title: 'Your order',
        lines: ['{{#items}}', '• {{product}}: {{ price | currency:EUR }}', '{{/items}}'],
        oneBox: true,
      },
    ],
    data: {
      file: 'data.json',
      text: JSON.stringify([
        {
          items: [
            { product: 'Tea', price: 3 },
            { product: 'Cake', price: 4.5 },
            { product: 'Juice', price: 2 },
          ],
        },
      ]),
    },
  },
  'table-rows': {
    expect: ['Tea €3.00', 'Juice €2.00', 'Total €9.50'],
    slides: [
      {
        title: 'Order for {{customer}}',
        table: [
          ['Product', 'Price'],
          ['{{#items}}{{product}}', '{{ price | currency:EUR }}{{/items}}'],
          ['Total', '{{ total | currency:EUR }}'],
        ],
      },
    ],
    data: {
      file: 'data.json',
      text: JSON.stringify([
        {
          customer: 'Acme',
          total: 9.5,
          items: [
            { product: 'Tea', price: 3 },
            { product: 'Cake', price: 4.5 },
            { product: 'Juice', price: 2 },
          ],
        },
      ]),
    },
  },
  slides: {
    expect: ['Tea', 'Green, loose leaf', 'Cake', 'Lemon drizzle'],
    slides: [
      { title: '{{:products}}{{name}}', lines: ['{{description}}', 'Price: {{ price | currency:EUR }}'] },
    ],
    data: {
      file: 'data.json',
      text: JSON.stringify([
        {
          products: [
            { name: 'Tea', description: 'Green, loose leaf', price: 3 },
            { name: 'Cake', description: 'Lemon drizzle', price: 4.5 },
          ],
        },
      ]),
    },
  },
  grouped: {
    expect: ['Region North (Ann)', 'Tea 1200.50', 'Cake 15'],
    slides: [
      {
        title: 'Region {{Region}} ({{Manager}})',
        table: [
          ['Product', 'Amount'],
          ['{{#rows}}{{Product}}', '{{Amount}}{{/rows}}'],
        ],
      },
    ],
    data: {
      file: 'rows.csv',
      text: 'Region,Manager,Product,Amount\nNorth,Ann,Tea,1200.50\nSouth,Bob,Coffee,80\nNorth,Ann,Cake,15\n',
    },
    args: ['--group-by', 'Region'],
  },
  pictures: {
    expect: ['Ada Lovelace', 'Grace Hopper'],
    slides: [
      {
        title: 'Meet {{name}}',
        lines: ['Your account manager'],
        picture: { altText: '{{%photo}}', x: 6.6, y: 1.4, w: 2.6, h: 2.6, colour: [209, 213, 219] },
      },
    ],
    data: {
      file: 'rows.csv',
      text: 'name,photo\nAda Lovelace,people/ada.png\nGrace Hopper,people/grace.png\n',
    },
    images: { 'people/ada.png': [29, 78, 216], 'people/grace.png': [190, 24, 93] },
    decks: 2,
  },
  charts: {
    expect: ['North', '120', '95', '140'],
    slides: [
      {
        title: 'Sales in {{region}}',
        chart: {
          altText: '{{chart:quarters}}',
          series: [
            { name: 'Revenue', labels: ['Q1', 'Q2'], values: [1, 2] },
            { name: 'Cost', labels: ['Q1', 'Q2'], values: [1, 1] },
          ],
        },
      },
    ],
    data: {
      file: 'data.json',
      text: JSON.stringify([
        {
          region: 'North',
          quarters: [
            { category: 'Q1', revenue: 120, cost: 80 },
            { category: 'Q2', revenue: 95, cost: 70 },
            { category: 'Q3', revenue: 140, cost: 90 },
            { category: 'Q4', revenue: 160, cost: 100 },
          ],
        },
      ]),
    },
  },
};

/** A 240 px square "portrait" for the pictures example: a head and shoulders lighter than the background. */
function portraitPng(file, [red, green, blue]) {
  const side = 240;
  const rgb = Buffer.alloc(side * side * 3);
  const light = (value) => Math.round(value + (255 - value) * 0.55);
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const head = (x - 120) ** 2 + (y - 95) ** 2 < 48 ** 2;
      const shoulders = (x - 120) ** 2 / 95 ** 2 + (y - 240) ** 2 / 85 ** 2 < 1;
      const colour = head || shoulders ? [light(red), light(green), light(blue)] : [red, green, blue];
      rgb.set(colour, (y * side + x) * 3);
    }
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  writePng(file, { width: side, height: side, rgb });
}

async function buildTemplate(example, file) {
  const pptx = new PptxGenJS();
  pptx.layout = 'LAYOUT_16x9';
  for (const spec of example.slides) {
    const slide = pptx.addSlide();
    slide.addText(spec.title, { ...BOX, y: 0.3, fontSize: 32, bold: true, color: '1D4ED8' });
    if (spec.oneBox) slide.addText(spec.lines.join('\n'), { ...BOX, y: 1.3, h: 3 });
    else (spec.lines ?? []).forEach((line, i) => slide.addText(line, { ...BOX, y: 1.3 + i * 0.8 }));
    if (spec.picture) {
      const frame = path.join(path.dirname(file), 'frame.png');
      portraitPng(frame, spec.picture.colour);
      slide.addImage({ path: frame, ...spec.picture });
    }
    if (spec.chart) {
      slide.addChart(pptx.ChartType.bar, spec.chart.series, {
        x: 0.6,
        y: 1.3,
        w: 8.8,
        h: 4,
        altText: spec.chart.altText,
        barDir: 'col',
        showValue: true,
        showLegend: true,
        legendPos: 'b',
        chartColors: ['1D4ED8', 'F59E0B'],
      });
    }
    if (spec.table) {
      const rows = spec.table.map((row, r) =>
        row.map((text) => ({
          text,
          options: { bold: r === 0, fill: { color: r === 0 ? 'DBEAFE' : 'FFFFFF' } },
        })),
      );
      slide.addTable(rows, {
        x: 0.4,
        y: 1.4,
        w: 9.2,
        fontSize: 20,
        border: { type: 'solid', color: '9CA3AF', pt: 1 },
      });
    }
  }
  await pptx.writeFile({ fileName: file });
}

function render(deck, workDir, stem) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'deckmill-lo-'));
  try {
    execFileSync(
      'soffice',
      [
        `-env:UserInstallation=file://${profile}`,
        '--headless',
        '--convert-to',
        'pdf',
        '--outdir',
        workDir,
        deck,
      ],
      { stdio: 'ignore' },
    );
  } finally {
    fs.rmSync(profile, { recursive: true, force: true });
  }
  const pdf = path.join(workDir, `${path.basename(deck, '.pptx')}.pdf`);
  execFileSync('pdftoppm', ['-r', '50', pdf, path.join(workDir, stem)]);
  return fs
    .readdirSync(workDir)
    .filter((f) => f.startsWith(`${stem}-`) && f.endsWith('.ppm'))
    .sort()
    .map((f) => readPpm(path.join(workDir, f)));
}

/** The engine cannot fill this example yet: the picture shows the template alone until it can. */
function templateOnly(name, template, workDir, why) {
  writePng(path.join(outDir, `${name}.png`), sideBySide(render(template, workDir, 'template').slice(0, 1)));
  console.log(`${name}: template only (${why})`);
}

async function picture(name) {
  const example = EXAMPLES[name];
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), `deckmill-doc-${name}-`));
  const template = path.join(workDir, 'template.pptx');
  await buildTemplate(example, template);
  const dataFile = path.join(workDir, example.data.file);
  fs.writeFileSync(dataFile, example.data.text);
  const decks = path.join(workDir, 'decks');
  const dataArgs = example.data.file.endsWith('.json') ? ['--json', dataFile] : ['--csv', dataFile];
  if (example.images) {
    const images = path.join(workDir, 'images');
    for (const [name, colour] of Object.entries(example.images)) portraitPng(path.join(images, name), colour);
    dataArgs.push('--images', images);
  }
  try {
    execFileSync(
      process.execPath,
      [
        path.join(root, 'tools/bin/deckmill.cjs'),
        'generate',
        '--template',
        template,
        ...dataArgs,
        ...(example.args ?? []),
        '--out-dir',
        decks,
      ],
      { stdio: 'pipe' },
    );
  } catch (error) {
    return templateOnly(name, template, workDir, String(error.stderr || error.message).split('\n')[0]);
  }
  // The first deck's pages (up to three), or the first page of each of the first `decks` decks.
  const made = fs
    .readdirSync(decks)
    .sort()
    .slice(0, example.decks ?? 1);
  const results = [];
  let text = '';
  for (const [index, deck] of made.entries()) {
    const file = path.join(decks, deck);
    results.push(...render(file, workDir, `result${index}`).slice(0, made.length > 1 ? 1 : 3));
    const pdf = path.join(workDir, `${path.basename(file, '.pptx')}.pdf`);
    text += execFileSync('pdftotext', ['-raw', pdf, '-'], { encoding: 'utf8' });
  }
  const missing = example.expect.filter((wanted) => !text.includes(wanted));
  if (missing.length > 0) return templateOnly(name, template, workDir, `result lacks ${missing.join(', ')}`);
  const pages = [...render(template, workDir, 'template').slice(0, 1), ...results];
  writePng(path.join(outDir, `${name}.png`), sideBySide(pages));
  console.log(`${name}: docs/images/template-language/${name}.png`);
}

(async () => {
  const names = process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(EXAMPLES);
  for (const name of names) await picture(name);
})();
