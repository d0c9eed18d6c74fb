import { strFromU8, unzipSync } from 'fflate';
import { compileTemplate, isTemplateError } from '../src';
import { readFixture } from './support/fixtures';
import { addShapes, editDeck, textBox } from './support/inject-text';
import { drawingText } from './support/xml-checks';

// Paths and filters on the flat path (no sections): CSV rows and nested JSON data, missing values, locale.
const template = compileTemplate(
  editDeck(readFixture('python-pptx-sld-notes.pptx'), {
    'ppt/slides/slide1.xml': addShapes(
      textBox(90, 'Values', ['{{customer.name}} owes {{ total | number:2 | default:"nothing" }}']),
    ),
  }),
);

async function slideText(data: Parameters<typeof template.render>[0], locale?: string) {
  const deck = await template.render(data, locale ? { locale } : {});
  return {
    text: drawingText(strFromU8(unzipSync(deck.toBuffer())['ppt/slides/slide1.xml'])),
    missing: deck.missing,
  };
}

describe('rendering data on a template without sections', () => {
  it('lists the top-level names as placeholders', () => {
    expect(template.placeholders.map((placeholder) => placeholder.name)).toEqual(['customer', 'total']);
  });

  it('reads a CSV column literally named with a dot, and reports the missing total', async () => {
    expect(await slideText({ 'customer.name': 'Flat Ltd' })).toEqual({
      text: 'Flat Ltd owes nothing\n',
      missing: ['total'],
    });
  });

  it('reads nested JSON data and formats by the locale', async () => {
    expect(await slideText({ customer: { name: 'Nested AG' }, total: 1234.5 }, 'de-DE')).toEqual({
      text: 'Nested AG owes 1.234,50\n',
      missing: [],
    });
  });

  it('refuses an unknown filter at compile, naming the slide and shape', () => {
    const broken = editDeck(readFixture('python-pptx-sld-notes.pptx'), {
      'ppt/slides/slide2.xml': addShapes(textBox(91, 'Price', ['Price: {{ price | curency:EUR }}'])),
    });
    let message = '';
    try {
      compileTemplate(broken);
    } catch (error) {
      if (isTemplateError(error)) message = `${error.code}: ${error.message}`;
    }
    expect(message).toBe(
      'template_syntax: Slide 2, shape "Price": unknown filter "curency" (in "{{ price | curency:EUR }}").',
    );
  });
});
