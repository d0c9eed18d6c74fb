import { readdirSync } from 'node:fs';
import path from 'node:path';
import { TestClient, startTestStack, type TestResponse, type TestStack } from '@deckmill/server-harness';
import { clientIp, signUpAs } from '../support/accounts';
import type { HostileCase } from './harness/hostile-case';
import { expectHealthyAfterCase, productTempDirs } from './harness/server-probe';

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
 * Jest, the whole stack and the suite live in one process. After a full collection they reach about 125 MiB
 * between cases, and at most 222 MiB right after the 100 MB upload (Node 24, 2026-11-22). A case that kept its
 * upload or its parsed XML would add the deck's size or more (up to 100 MB of file, several times that as
 * XML), and the corpus sends several such decks, so 400 MiB catches a leak without depending on the allocator.
 */
const MAX_RETAINED_BYTES = 400 * 1024 ** 2;
/** An accepted deck is rendered by LibreOffice before "no child process left" holds; that takes a while. */
const CASE_TIMEOUT_MS = 300_000;

/** Builds and sends the deck in a frame of its own, so the test's copies are unreachable once it answered. */
async function upload(
  client: TestClient,
  hostile: HostileCase,
): Promise<TestResponse<{ errors?: Record<string, string[]> }>> {
  const bytes = hostile.build();
  // Building blocks this process for seconds; meanwhile the server closes idle keep-alive connections.
  // A moment on the event loop lets the client notice, instead of reusing one (ECONNRESET).
  await new Promise((resolve) => setTimeout(resolve, 200));
  const form = new FormData();
  form.append('template[file]', new Blob([new Uint8Array(bytes)]), hostile.fileName ?? 'hostile.pptx');
  return client.post<{ errors?: Record<string, string[]> }>('/api/app/templates', form);
}

describe('the hostile-upload corpus', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack({ targets: ['gateway', 'identity', 'templates'] });
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
        await signUpAs(client, 'hostile');
        const res = await upload(client, hostile);
        expect(res.status).toBe(hostile.expect.status);
        if (hostile.expect.status === 422)
          expect(res.body.errors?.['file']?.[0]).toMatch(hostile.expect.message);
        await expectHealthyAfterCase(client, { tempBefore, maxRetainedBytes: MAX_RETAINED_BYTES });
      },
      CASE_TIMEOUT_MS,
    );
  });
});
