import { compileTemplate, isTemplateError } from '../src';
import { DEFAULT_LIMITS } from '../src/limits';
import { readZip } from '../src/zip/zip-reader';
import { fixtureNames, injectPlaceholders, readFixture } from './support/fixtures';
import { mutate, seededRandom } from './support/mutations';

// Mutated real decks may be rejected, but only with a TemplateError: never another exception or a hang.
// Bounded by time and case count so CI stays predictable; the seed makes any failure replayable.
const SEED = Number(process.env.DECKMILL_FUZZ_SEED ?? 20261121);
const BUDGET_MS = Number(process.env.DECKMILL_FUZZ_MS ?? 20_000);
const MAX_CASES = 5_000;

jest.setTimeout(BUDGET_MS + 60_000);

it(`only ever rejects mutated decks with a TemplateError (seed ${SEED})`, async () => {
  const random = seededRandom(SEED);
  const decks = fixtureNames()
    .filter((name) => readFixture(name).byteLength < 200_000)
    .map((name) => injectPlaceholders(readFixture(name)).bytes);
  const deadline = Date.now() + BUDGET_MS;
  const outcomes = { accepted: 0, rejected: 0 };
  for (let index = 0; index < MAX_CASES && Date.now() < deadline; index++) {
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
  expect(outcomes.accepted + outcomes.rejected).toBeGreaterThan(100);
  expect(outcomes.rejected).toBeGreaterThan(0);
});
