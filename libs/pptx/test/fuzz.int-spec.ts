import { compileTemplate, isTemplateError } from '../src';
import { DEFAULT_LIMITS } from '../src/limits';
import { readZip } from '../src/template-zip';
import { fixtureNames, injectPlaceholders, readFixture } from './support/fixtures';
import { seededRandom } from '@deckmill/testing';
import { mutate } from './support/mutations';

// Mutated real decks may be rejected, but only with a TemplateError: never another exception or a hang.
// Bounded by case count, not time, so a slow machine runs the same cases as a fast one; the seed makes any
// failure replayable, and DECKMILL_FUZZ_CASES runs a longer campaign.
const SEED = Number(process.env.DECKMILL_FUZZ_SEED ?? 20261121);
const CASES = Number(process.env.DECKMILL_FUZZ_CASES ?? 400);

jest.setTimeout(600_000);

it(`only ever rejects mutated decks with a TemplateError (seed ${SEED})`, async () => {
  const random = seededRandom(SEED);
  const decks = fixtureNames()
    .filter((name) => readFixture(name).byteLength < 200_000)
    .map((name) => injectPlaceholders(readFixture(name)).bytes);
  const outcomes = { accepted: 0, rejected: 0 };
  for (let index = 0; index < CASES; index++) {
    const input = mutate(decks[index % decks.length], random);
    try {
      const template = compileTemplate(input);
      const deck = await template.render({ tag0: 'x', tag1: 'y\nz' }, { watermark: index % 2 === 0 });
      readZip(deck.toBuffer(), DEFAULT_LIMITS);
      outcomes.accepted++;
    } catch (error) {
      if (!isTemplateError(error)) {
        throw new Error(`case ${index} (seed ${SEED}) threw ${String(error)}`, { cause: error });
      }
      outcomes.rejected++;
    }
  }
  // Both kinds occur: the mutations reach the parser's refusals, and many decks survive them.
  expect(outcomes.rejected).toBeGreaterThan(0);
  expect(outcomes.accepted).toBeGreaterThan(0);
});
