import { assertWellFormed, drawingText } from '../../test/support/xml-checks';
import { cell, para, run, shape, slide, SLIDE, table } from '../../test/support/slide-xml';

import type { DataRecord } from '@deckmill/csv/data';
import { compilePart } from './compile-part';
import { seededRandom } from '@deckmill/testing';
import { flatProgram, runProgram, runProgramShape } from './section-program';
import { DEFAULT_SLIDE_SIZE } from './watermark';

function render(xml: string, data: DataRecord, locale = 'en-US'): string {
  const part = compilePart(xml, SLIDE, DEFAULT_SLIDE_SIZE);
  expect(part.program).toBeDefined();
  const out = runProgram(
    part.program ?? [],
    { values: new Map(), watermark: false, scope: [data], locale, notes: [], findings: [] },
    {
      maxListItems: 100,
    },
  );
  assertWellFormed(out);
  return out;
}

const items = { items: [{ name: 'Ann' }, { name: 'Bob' }] };

describe('sections in runs', () => {
  it('repeats the runs between two tags of one paragraph, keeping their formatting', () => {
    const xml = render(
      slide(
        shape(
          'Body',
          para(run('Team: '), run('{{#items}}'), run('{{name}}', true), run(', '), run('{{/items}}')),
        ),
      ),
      items,
    );
    expect(drawingText(xml)).toBe('Team: Ann, Bob, \n');
    expect(xml.match(/b="1"/g)).toHaveLength(2);
  });

  it('works when the section tags are split across runs and share runs with text', () => {
    const xml = render(
      slide(
        shape('Body', para(run('Hi {'), run('{#it'), run('ems}}['), run('{{name}}]{{/'), run('items}} end'))),
      ),
      items,
    );
    expect(drawingText(xml)).toBe('Hi [Ann][Bob] end\n');
  });

  it('renders an inverted section only for an empty or falsy value', () => {
    const xml = slide(shape('Body', para(run('A{{^items}}none{{/items}}B'))));
    expect(drawingText(render(xml, { items: [] }))).toBe('AnoneB\n');
    expect(drawingText(render(xml, { items: 'no' }))).toBe('AnoneB\n');
    expect(drawingText(render(xml, items))).toBe('AB\n');
  });

  it('sees outer fields inside a section and the item first', () => {
    const xml = slide(shape('Body', para(run('{{#items}}{{name}}@{{team}};{{/items}}'))));
    const out = render(xml, { team: 'T', items: [{ name: 'Ann' }, { name: 'Bob', team: 'U' }] });
    expect(drawingText(out)).toBe('Ann@T;Bob@U;\n');
  });
});

describe('sections over paragraphs', () => {
  it('repeats whole paragraphs and drops the paragraphs that held only the tags', () => {
    const xml = slide(
      shape(
        'Body',
        para(run('Title')) +
          para(run('{{#items}}')) +
          para(run('- {{name}}')) +
          para(run('{{/items}}')) +
          para(run('End')),
      ),
    );
    const out = render(xml, items);
    expect(drawingText(out)).toBe('Title\n- Ann\n- Bob\nEnd\n');
    expect(out.match(/lvl="1"/g)).toHaveLength(4);
  });

  it('keeps the text that shares a paragraph with a tag, in every repetition', () => {
    const xml = slide(
      shape('Body', para(run('X')) + para(run('{{#items}}{{name}}')) + para(run('({{.}}){{/items}}'))),
    );
    expect(drawingText(render(xml, { items: ['a', 'b'] }))).toBe('X\n\n(a)\n\n(b)\n');
  });
});

describe('sections that hold a whole shape', () => {
  const xml = slide(
    shape('Badge', para(run('{{#vip}}VIP {{level}}{{/vip}}'))),
    shape('Other', para(run('stays'))),
  );

  it('removes the shape when the section renders nothing', () => {
    const out = render(xml, { vip: 'false' });
    expect(out).not.toContain('Badge');
    expect(drawingText(out)).toBe('stays\n');
  });

  it('keeps the shape when the section renders, with a record value in scope', () => {
    expect(drawingText(render(xml, { vip: { level: 'gold' } }))).toBe('VIP gold\nstays\n');
  });

  it('removes a shape inside a group', () => {
    const grouped = slide(
      `<p:grpSp><p:nvGrpSpPr><p:cNvPr id="9" name="Group"/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr><p:grpSpPr/>${shape('Inner', para(run('{{#x}}')) + para(run('a')) + para(run('{{/x}}')))}</p:grpSp>`,
    );
    const out = render(grouped, {});
    expect(out).toContain('name="Group"');
    expect(out).not.toContain('Inner');
  });
});

describe('sections over table rows', () => {
  it('repeats one row when the tags sit in its first and last cell', () => {
    const xml = slide(
      table(
        [cell(para(run('Name'))), cell(para(run('Qty')))],
        [cell(para(run('{{#items}}{{name}}'))), cell(para(run('{{qty}}{{/items}}')))],
      ),
    );
    const out = render(xml, {
      items: [
        { name: 'A', qty: 1 },
        { name: 'B', qty: 2 },
      ],
    });
    expect(drawingText(out)).toBe('Name\nQty\nA\n1\nB\n2\n');
    expect(out.match(/<a:tr /g)).toHaveLength(3);
  });

  it('repeats the rows between tags in cells of two rows', () => {
    const xml = slide(
      table(
        [cell(para(run('{{#items}}'))), cell(para(run('x')))],
        [cell(para(run('{{name}}'))), cell(para(run('{{/items}}')))],
      ),
    );
    const out = render(xml, items);
    expect(out.match(/<a:tr /g)).toHaveLength(4);
    expect(drawingText(out)).toBe('\nx\nAnn\n\n\nx\nBob\n\n');
  });

  it('repeats a one-cell row whose whole text is the section', () => {
    const xml = slide(table([cell(para(run('Head')))], [cell(para(run('{{#items}}{{name}}{{/items}}')))]));
    const out = render(xml, items);
    expect(out.match(/<a:tr /g)).toHaveLength(3);
    expect(drawingText(out)).toBe('Head\nAnn\nBob\n');
  });

  it('removes the table when every row is in a section that renders nothing', () => {
    const xml = slide(table([cell(para(run('{{#items}}{{name}}'))), cell(para(run('{{/items}}')))]));
    expect(render(xml, { items: [] })).not.toContain('graphicFrame');
  });
});

describe('a program run by shape', () => {
  const template = slide(
    shape('Title', para(run('{{title}}'))),
    shape('Body', para(run('{{#notes}}'), run('{{text}}', true), run(' / '), run('{{/notes}}'))),
    table(
      [cell(para(run('Name'))), cell(para(run('Qty')))],
      [cell(para(run('{{#items}}{{name}}'))), cell(para(run('{{qty}}{{/items}}')))],
    ),
    shape('Footer', para(run('{{#flag}}'), run('{{footer}}'), run('{{/flag}}'))),
    shape(
      'Groups',
      para(
        run('{{#groups}}'),
        run('{{label}}'),
        run(': '),
        run('{{#members}}'),
        run('{{who}}'),
        run(', '),
        run('{{/members}}'),
        run('{{/groups}}'),
      ),
    ),
  );
  const part = compilePart(template, SLIDE, DEFAULT_SLIDE_SIZE);
  const program = part.program ?? [];
  const limits = { maxListItems: 100 };
  // The deck's own fields are read from `values`, a section item's through the scope, as a render does.
  const contextOf = (data: DataRecord) => ({
    values: new Map(
      Object.entries(data).flatMap(([key, value]) => (typeof value === 'string' ? [[key, value]] : [])),
    ),
    watermark: false,
    scope: [data],
    locale: 'en-US',
    notes: [],
    findings: [],
  });
  const TEXTS = ['', 'Ann', 'A & B <x>', 'two\nlines', 'Zoë', '\u0001'];

  function randomData(random: () => number): DataRecord {
    const pick = () => TEXTS[Math.floor(random() * TEXTS.length)];
    const list = (fields: () => DataRecord) => Array.from({ length: Math.floor(random() * 4) }, fields);
    return {
      title: pick(),
      notes: list(() => ({ text: pick() })),
      items: list(() => ({ name: pick(), qty: pick() })),
      flag: random() < 0.5 ? 'yes' : '',
      footer: pick(),
      groups: list(() => ({ label: pick(), members: list(() => ({ who: pick() })) })),
    };
  }

  it('writes the same XML as the whole run, and the same literals for every deck of a shape', () => {
    expect(part.holes.some((hole) => hole.kind === 'run' && hole.wholeRun)).toBe(true);
    const random = seededRandom(54);
    const flatByShape = new Map<string, readonly string[]>();
    for (let deck = 0; deck < 400; deck++) {
      const context = contextOf(randomData(random));
      const xml = runProgram(program, context, limits);
      const run = runProgramShape(program, context, limits);
      expect(run.text()).toBe(xml);
      const flat = flatProgram(program, context, limits);
      expect(flat.holes).toHaveLength(run.values.length);
      // A whole run's value is its text: the run around it is the flat part's.
      expect(flat.holes.every((hole) => hole.kind !== 'run' || !hole.wholeRun)).toBe(true);
      let joined = flat.literals[0];
      run.values.forEach((value, index) => (joined += value + flat.literals[index + 1]));
      expect(joined).toBe(xml);
      const known = flatByShape.get(run.shape);
      if (known) expect(flat.literals).toEqual(known);
      else flatByShape.set(run.shape, flat.literals);
    }
    // Lists of 0-3 items, empty values and a guard: shapes repeat, and they differ.
    expect(flatByShape.size).toBeGreaterThan(20);
    expect(flatByShape.size).toBeLessThan(400);
  });
});
