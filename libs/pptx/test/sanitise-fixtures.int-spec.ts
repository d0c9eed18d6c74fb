import { sanitiseTemplate } from '../src';
import { fixtureNames, readFixture } from './support/fixtures';

// Real decks (SVG icons, pictures, charts, SmartArt, OLE-free) carry nothing to remove: cleaning must
// never change what a user made. The hostile variants are in apps/templates/test/hostile-media.int-spec.ts.
describe.each(fixtureNames())('sanitiseTemplate on fixture %s', (fixture) => {
  it('answers the very same bytes and removes nothing', () => {
    const bytes = readFixture(fixture);
    const result = sanitiseTemplate(bytes);
    expect(result.removed).toEqual([]);
    expect(result.bytes).toBe(bytes);
  });
});
