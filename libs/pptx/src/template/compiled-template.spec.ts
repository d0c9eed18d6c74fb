import type { ZlibOptions } from 'node:zlib';
import { addShapes, editDeck, textBox } from '../../test/support/inject-text';
import { readFixture } from '../../test/support/fixtures';
import { unzipDeck } from '../../test/support/deck-checks';
import { compileTemplate } from './compile-template';
import { DEFLATES_IN_FLIGHT } from './compiled-template';

// Counts the compressions a render has started and not yet finished.
const deflates = { inFlight: 0, peak: 0, started: 0 };

jest.mock('node:zlib', () => {
  const zlib = jest.requireActual<typeof import('node:zlib')>('node:zlib');
  type Callback = (error: Error | null, result: Buffer) => void;
  return {
    ...zlib,
    deflateRaw: (data: Buffer, options: ZlibOptions, callback: Callback) => {
      deflates.started++;
      deflates.peak = Math.max(deflates.peak, ++deflates.inFlight);
      zlib.deflateRaw(data, options, (error, result) => {
        deflates.inFlight--;
        callback(error, result);
      });
    },
  };
});

describe('a render with many repeated slides', () => {
  it(`keeps at most ${DEFLATES_IN_FLIGHT} compressions in flight, however many copies it writes`, async () => {
    const template = compileTemplate(
      editDeck(readFixture('automizer-SlideWithNotes.pptx'), {
        'ppt/slides/slide1.xml': addShapes(textBox(90, 'Item', ['{{:items}}Item {{name}}'])),
      }),
    );
    // A first render prepares the template's shared pre-compressed segments; count the next one only.
    await template.render({ items: [{ name: 'warm-up' }] });
    Object.assign(deflates, { inFlight: 0, peak: 0, started: 0 });
    const items = Array.from({ length: 300 }, (_, index) => ({ name: `Person ${index}` }));

    const parts = unzipDeck((await template.render({ items })).toBuffer());

    expect(deflates.inFlight).toBe(0);
    // Each copy writes its slide, notes and their relationships anew.
    expect(deflates.started).toBeGreaterThanOrEqual(4 * 299);
    expect(deflates.peak).toBeLessThanOrEqual(DEFLATES_IN_FLIGHT);
    expect([...parts.keys()].filter((name) => /^ppt\/slides\/slide\d+\.xml$/.test(name))).toHaveLength(300);
  });
});
