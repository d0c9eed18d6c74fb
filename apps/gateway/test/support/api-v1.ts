import { strFromU8, unzipSync } from 'fflate';
import type { V1Batch } from '@deckmill/api-contracts';
import type { TestClient } from '@deckmill/server-harness';

/** `count` row objects with a value per placeholder that names the row: `<tag>-<placeholder>-<n>`. */
export function jsonRows(
  placeholders: readonly string[],
  count: number,
  tag: string,
): Record<string, string>[] {
  return Array.from({ length: count }, (_, i) =>
    Object.fromEntries(placeholders.map((name) => [name, `${tag}-${name}-${i + 1}`])),
  );
}

/** Polls GET /api/v1/batches/{id} until the batch completed or failed (a minute unless told). */
export async function finishedBatch(api: TestClient, id: string, timeoutMs = 60_000): Promise<V1Batch> {
  for (let attempt = 0; attempt < timeoutMs / 250; attempt += 1) {
    const res = await api.get<V1Batch>(`/api/v1/batches/${id}`);
    if (res.status !== 200) throw new Error(`poll: ${res.status} ${res.text}`);
    if (res.body.status === 'completed' || res.body.status === 'failed') return res.body;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the batch did not finish');
}

/** Every slide's text of each deck in a batch ZIP, by file name. */
export function deckTexts(zip: Uint8Array): Map<string, string> {
  const decks = new Map<string, string>();
  for (const [name, bytes] of Object.entries(unzipSync(zip))) {
    const slides = Object.entries(unzipSync(bytes))
      .filter(([part]) => /^ppt\/slides\/slide\d+\.xml$/.test(part))
      .map(([, xml]) => strFromU8(xml));
    decks.set(name, slides.join('\n'));
  }
  return decks;
}
