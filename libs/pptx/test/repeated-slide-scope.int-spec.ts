import type { DataRecord } from '@deckmill/csv/data';
import { compileTemplate } from '../src';
import { assertSoundPackage, unzipDeck } from './support/deck-checks';
import { readFixture } from './support/fixtures';
import { addShapes, editDeck, replaceText, textBox } from './support/inject-text';

// A repeated slide owns its notes, charts and SmartArt: a plain `{{field}}` in any of them shows the
// item's value (outer fields still visible), even where the part has no `{{:…}}` tag of its own.

async function render(template: Uint8Array, data: DataRecord): Promise<Map<string, string>> {
  const parts = unzipDeck((await compileTemplate(template).render(data)).toBuffer());
  assertSoundPackage(parts);
  return parts;
}

function partsLike(parts: Map<string, string>, pattern: RegExp): string[] {
  return [...parts.keys()].filter((name) => pattern.test(name)).map((name) => parts.get(name) ?? '');
}

const texts = (xml: string, element: string) =>
  [...xml.matchAll(new RegExp(`<${element}>([^<]*)</${element}>`, 'g'))].map((match) => match[1]);

describe('plain tags on a repeated slide', () => {
  it('fill the notes and the slide body from the item when the slide tag is in the other part', async () => {
    const parts = await render(
      editDeck(readFixture('automizer-SlideWithNotes.pptx'), {
        'ppt/slides/slide1.xml': addShapes(textBox(90, 'Person', ['Person {{name}} of {{team}}'])),
        'ppt/notesSlides/notesSlide1.xml': addShapes(
          textBox(91, 'Note', ['{{:people}}Say hi to {{name}}']),
          textBox(92, 'Team', ['Team {{team}}, speaker {{name}}']),
        ),
      }),
      { name: 'Deck name', team: 'Ops', people: [{ name: 'Ann' }, { name: 'Bob' }] },
    );
    const slides = partsLike(parts, /^ppt\/slides\/slide\d+\.xml$/);
    expect(slides.flatMap((xml) => texts(xml, 'a:t')).filter((text) => text.startsWith('Person'))).toEqual(
      expect.arrayContaining(['Person Ann of Ops', 'Person Bob of Ops']),
    );
    const notes = partsLike(parts, /^ppt\/notesSlides\/notesSlide[^/]*\.xml$/);
    expect(
      notes
        .flatMap((xml) => texts(xml, 'a:t'))
        .filter((text) => text.startsWith('Team'))
        .sort(),
    ).toEqual(['Team Ops, speaker Ann', 'Team Ops, speaker Bob']);
    expect([...parts.values()].join('')).not.toContain('Deck name');
    expect(parts.get('docProps/app.xml')).toMatch(/<Slides>2<\/Slides><Notes>2<\/Notes>/);
  });

  it('leave the notes count at zero when the slide with notes is removed', async () => {
    const parts = await render(
      editDeck(readFixture('automizer-SlideWithNotes.pptx'), {
        'ppt/slides/slide1.xml': addShapes(textBox(90, 'Person', ['{{:people}}Person {{name}}'])),
      }),
      { people: [] },
    );
    expect([...parts.keys()].some((name) => name.startsWith('ppt/notesSlides/notesSlide'))).toBe(false);
    expect(parts.get('docProps/app.xml')).toMatch(/<Slides>0<\/Slides><Notes>0<\/Notes>/);
  });

  it('fill a chart series name from the item', async () => {
    const parts = await render(
      editDeck(readFixture('automizer-SlideWithCharts.pptx'), {
        'ppt/slides/slide1.xml': addShapes(textBox(90, 'Region', ['{{:regions}}Region {{region}}'])),
        'ppt/charts/chart1.xml': replaceText('<c:v>Datenreihe 1</c:v>', '<c:v>{{region}} sales</c:v>'),
      }),
      { region: 'Everywhere', regions: [{ region: 'North' }, { region: 'South' }] },
    );
    const seriesNames = partsLike(parts, /^ppt\/charts\/chart[^/]*\.xml$/)
      .flatMap((xml) => texts(xml, 'c:v'))
      .filter((text) => text.endsWith(' sales'));
    expect(seriesNames.sort()).toEqual(['North sales', 'South sales']);
  });

  it('fill SmartArt text (data and drawing) from the item', async () => {
    const parts = await render(
      editDeck(readFixture('automizer-SmartArt.pptx'), {
        'ppt/slides/slide1.xml': addShapes(textBox(90, 'Step', ['{{:steps}}Step {{text}}'])),
      }),
      { text: 'DECK', steps: [{ text: 'One' }, { text: 'Two' }] },
    );
    for (const kind of ['data', 'drawing']) {
      const filled = partsLike(parts, new RegExp(`^ppt/diagrams/${kind}[^/]*\\.xml$`)).flatMap((xml) =>
        texts(xml, 'a:t').filter((text) => ['One', 'Two', 'DECK'].includes(text)),
      );
      expect({ kind, filled: filled.sort() }).toEqual({ kind, filled: ['One', 'Two'] });
    }
  });
});
