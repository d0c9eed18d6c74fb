import { cell, para, run, shape, slide, SLIDE, table } from '../../test/support/slide-xml';
import { isTemplateError } from '../errors';
import { compilePart } from './compile-part';
import { DEFAULT_SLIDE_SIZE } from './watermark';

function compileError(xml: string): string {
  try {
    compilePart(xml, SLIDE, DEFAULT_SLIDE_SIZE);
  } catch (error) {
    if (isTemplateError(error)) return `${error.code}: ${error.message}`;
    throw error;
  }
  throw new Error('compiled');
}

describe('errors at upload', () => {
  it('names the slide, the shape and the text of an unclosed section', () => {
    expect(compileError(slide(shape('Title 1', para(run('Hello {{#items}} there')))))).toBe(
      'template_syntax: Slide 3, shape "Title 1": the section "items" is opened but never closed (in "Hello {{#items}} there").',
    );
  });

  it('refuses crossed sections, stray closes and sections across shapes', () => {
    expect(compileError(slide(shape('B', para(run('{{#a}}{{#b}}{{/a}}{{/b}}')))))).toContain('cross');
    expect(compileError(slide(shape('B', para(run('x {{/a}}')))))).toContain('never opened');
    expect(
      compileError(slide(shape('One', para(run('{{#a}}'))), shape('Two', para(run('{{/a}}'))))),
    ).toContain('Slide 3, shape "One": the section "a" opens in one shape and closes in another');
  });

  it('refuses "| paginate" on a section that does not repeat table rows', () => {
    expect(
      compileError(
        slide(
          shape(
            'List',
            para(run('{{#rows | paginate:12}}')) + para(run('{{name}}')) + para(run('{{/rows}}')),
          ),
        ),
      ),
    ).toBe(
      'template_syntax: Slide 3, shape "List": "| paginate" works only on a section that repeats table rows: put "{{#rows}}" in the first cell of a row and "{{/rows}}" in its last cell (in "{{#rows | paginate:12}}").',
    );
    expect(
      compileError(
        slide(table([cell(para(run('{{#rows | paginate}}{{name}}{{/rows}}'))), cell(para(run('x')))])),
      ),
    ).toContain('"| paginate" works only on a section that repeats table rows');
  });

  it('refuses a slide tag inside a table and an unknown filter', () => {
    expect(compileError(slide(table([cell(para(run('{{:items}}')))])))).toContain(
      'a slide section cannot be inside a table',
    );
    expect(compileError(slide(shape('T', para(run('{{ name | uper }}')))))).toBe(
      'template_syntax: Slide 3, shape "T": unknown filter "uper" (in "{{ name | uper }}").',
    );
  });
});

describe('structure for inspect', () => {
  it('reports tags with filters, and sections with kind and nesting', () => {
    const xml = slide(
      shape('Title', para(run('Hi {{ customer.name | upper }} {{ total | number:2 | default:"-" }}'))),
      shape(
        'Body',
        para(run('{{#orders}}')) +
          para(run('{{id}}: {{#lines}}{{sku}} {{/lines}}')) +
          para(run('{{/orders}}')) +
          para(run('End')),
      ),
    );
    const { structure, tags } = compilePart(xml, SLIDE, DEFAULT_SLIDE_SIZE);
    expect(structure.tags).toEqual([
      { path: 'customer.name', filters: ['upper'] },
      { path: 'total', filters: ['number:2', 'default:"-"'] },
    ]);
    expect(structure.sections).toEqual([
      {
        name: 'orders',
        inverted: false,
        kind: 'paragraphs',
        slide: 3,
        tags: [{ path: 'id', filters: [] }],
        sections: [
          {
            name: 'lines',
            inverted: false,
            kind: 'runs',
            slide: 3,
            tags: [{ path: 'sku', filters: [] }],
            sections: [],
          },
        ],
      },
    ]);
    expect(tags.map((tag) => tag.name)).toEqual(['customer', 'total', 'orders']);
  });
});
