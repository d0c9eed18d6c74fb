import { readdirSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_WARM_SETTINGS } from '@deckmill/office';
import { TestClient, startTestStack, type TestResponse, type TestStack } from '@deckmill/server-harness';
import { eventually } from '@deckmill/testing';
import { clientIp, signUpAs } from '../support/accounts';
import type { HostileCase } from './harness/hostile-case';
import {
  expectBoundedMemory,
  expectHealthyAfterCase,
  productTempDirs,
  retainedBytes,
} from './harness/server-probe';

/** Every family in cases/: each file exports `cases`, so adding a family touches nothing else. */
function loadFamilies(): { family: string; cases: HostileCase[] }[] {
  const dir = path.join(__dirname, 'cases');
  return readdirSync(dir)
    .filter((file) => file.endsWith('.ts'))
    .sort()
    .map((file) => {
      // Synchronous on purpose: Jest needs the test list while it collects the suite.
      const family = require(path.join(dir, file)) as { cases: HostileCase[] };
      return { family: file.replace(/\.ts$/, ''), cases: family.cases };
    });
}

/**
 * What a case may leave reachable, over what the process held before the corpus ran. Jest runs many suites in
 * one worker, so the absolute figure depends on the suites before this one (125 MiB alone, 770 MiB after
 * others); the growth does not. Between cases it stays within a few MiB, and right after the 100 MB upload it
 * is about 100 MiB (its body is still reachable for a moment). A case that kept its upload or its parsed XML
 * would add the deck's size or more (up to 100 MB of file, several times that as XML), and the corpus sends
 * several such decks, so 250 MiB catches a leak without depending on the allocator. It is checked after each
 * family rather than after each case: a leak stays reachable, so it still shows (added up over the family's
 * cases), and each check is two full collections of a heap that other suites in the worker made large (they
 * were a good part of this suite's time when every case ran them).
 */
const MAX_GROWTH_BYTES = 250 * 1024 ** 2;
/** An accepted deck is rendered by LibreOffice before "no child process left" holds; that takes a while. */
const CASE_TIMEOUT_MS = 300_000;

/**
 * The stack's previews, with the warm LibreOffice stopped 5 s after its last document (the product's shortest
 * idle time) instead of 120 s. A warm instance waiting for the next document is the pool working, not a leak,
 * and the probe's own wait is 120 s; stopped this soon, each case still shows that the instance's processes
 * and its work directory go when the pool stops it.
 */
const PREVIEWS = {
  soffice: 'soffice',
  pdftoppm: 'pdftoppm',
  concurrency: 1,
  sandbox: 'bwrap',
  memoryLimitBytes: 1536 * 1024 * 1024,
  warm: { ...DEFAULT_WARM_SETTINGS, idleMs: 5_000 },
} as const;

/**
 * An accepted template's previews are drawn in the background after the answer; the probe runs once they are,
 * else it could find no LibreOffice yet and pass before any started.
 */
async function previewsDrawn(client: TestClient, id: unknown): Promise<void> {
  const status = async (): Promise<string | undefined> =>
    (await client.get<{ previews?: { status?: string } }>(`/api/app/templates/${String(id)}`)).body.previews
      ?.status;
  await eventually(async () => ![undefined, 'pending'].includes(await status()), 'the previews drawn', {
    timeoutMs: 120_000,
  });
}

/**
 * Builds the deck, signs up and sends it, in a frame of its own so the test's copies are unreachable once the
 * server answered.
 */
async function upload(
  client: TestClient,
  hostile: HostileCase,
): Promise<TestResponse<{ errors?: Record<string, string[]> }>> {
  const bytes = hostile.build();
  await signUpAs(client, 'hostile');
  const form = new FormData();
  const file = new Blob([new Uint8Array(bytes)]);
  if (hostile.target === 'dataset') {
    form.append('file', file, hostile.fileName ?? 'hostile.xlsx');
    return client.post<{ errors?: Record<string, string[]> }>('/api/app/datasets', form);
  }
  form.append('template[file]', file, hostile.fileName ?? 'hostile.pptx');
  return client.post<{ errors?: Record<string, string[]> }>('/api/app/templates', form);
}

describe('the hostile-upload corpus', () => {
  let stack: TestStack;
  let retainedBefore = 0;
  beforeAll(async () => {
    stack = await startTestStack({
      targets: ['gateway', 'identity', 'templates', 'generation'],
      previews: true,
      modules: { templates: { previews: PREVIEWS } },
    });
    retainedBefore = retainedBytes();
  });

  afterAll(async () => {
    await stack?.stop();
  });

  describe.each(loadFamilies())('$family', ({ cases }) => {
    it.each(cases.map((hostile) => [hostile.name, hostile] as const))(
      '%s',
      async (_name, hostile) => {
        const tempBefore = productTempDirs();
        const client = new TestClient(stack.baseUrl, { 'x-forwarded-for': clientIp() });
        const res = await upload(client, hostile);
        expect(res.status).toBe(hostile.expect.status);
        if (hostile.expect.status === 422)
          expect(res.body.errors?.['file']?.[0]).toMatch(hostile.expect.message);
        if (hostile.expect.status === 201) hostile.expect.answer?.(res.body);
        if (hostile.expect.status === 201 && hostile.target !== 'dataset')
          await previewsDrawn(client, (res.body as { id?: unknown }).id);
        await expectHealthyAfterCase(client, { tempBefore });
      },
      CASE_TIMEOUT_MS,
    );

    it('keeps at most 250 MiB more reachable than before the corpus, after every case of the family', () => {
      expectBoundedMemory(retainedBefore + MAX_GROWTH_BYTES);
    });
  });
});
