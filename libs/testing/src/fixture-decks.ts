import path from 'node:path';

/**
 * The shared PowerPoint fixtures (`shared/fixtures/pptx`), which sit beside the repository's checkout both on
 * developers' machines and in CI, wherever that checkout is.
 */
export const FIXTURE_DECKS_DIR = path.resolve(__dirname, '../../../../shared/fixtures/pptx');

export function fixtureDeck(name: string): string {
  return path.join(FIXTURE_DECKS_DIR, name);
}
