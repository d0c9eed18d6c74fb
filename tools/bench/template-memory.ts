// What compiled templates hold in a process that renders batches: a test stack (every service in this process,
// the machine's PostgreSQL and NATS, decks in files), then batches of 25 rows, each from a new upload of the
// 140 KB text deck (a new template to the process), printing the heap and array buffers this process holds
// (after collecting) every third template. A cache that keeps every compiled template grows by about 10 MB a
// template; one within its budget stays flat once it is full. With --previews, each template also draws one
// row's preview (the templates service's own cache of compiled templates, and LibreOffice when installed), as the
// wizard does before a batch: both caches in one process, as in embedded mode.
//   node --expose-gc tools/run-ts.mjs tools/bench/template-memory.ts [--templates 15] [--rows 25] [--previews]
import { dropBenchNamespace } from './download-bench-env';
import { wholeNumberArgument } from './bench-arguments';
import { startTestStack, type TestClient } from '@deckmill/server-harness';
import { finishedBatch, signedInBenchUser, uploadTemplate } from './stack-batches';
import { benchDecks } from '../../libs/pptx/bench/bench-decks';
import { benchRows } from '../../libs/pptx/bench/bench-rows';

const TEMPLATES = wholeNumberArgument('templates', 15);
const ROWS = wholeNumberArgument('rows', 25);
const PREVIEWS = process.argv.includes('--previews');
/** Row previews answered other than 200 (LibreOffice could not draw them), by status. */
const previewFailures: number[] = [];
const MB = 1e6;

/** Uploads `deck` as a new template, draws one row's preview of it when asked, and runs a batch of it. */
async function batchOfNewTemplate(client: TestClient, deck: Uint8Array, rows: number): Promise<void> {
  const template = await uploadTemplate(client, deck, 'Template memory');
  if (PREVIEWS) {
    const preview = await client.post(`/api/app/templates/${template.id}/row_preview`, {
      values: benchRows(1)[0],
    });
    // The template is compiled before LibreOffice draws it: a drawing that fails still leaves it in the cache.
    if (preview.status !== 200) previewFailures.push(preview.status);
  }
  await finishedBatch(client, template, rows, 5 * 60_000);
}

function heldBytes(collect: () => void): number {
  collect();
  collect();
  const memory = process.memoryUsage();
  return memory.heapUsed + memory.arrayBuffers;
}

async function main(): Promise<void> {
  const collect = (globalThis as { gc?: () => void }).gc;
  if (!collect) throw new Error('run with node --expose-gc');
  const [, text] = benchDecks();
  if (!text) throw new Error('the engine bench builds a text deck');
  const stack = await startTestStack({ s3: false, previews: PREVIEWS });
  try {
    const client = await signedInBenchUser(stack, 'template-memory');
    const before = heldBytes(collect);
    for (let index = 1; index <= TEMPLATES; index += 1) {
      await batchOfNewTemplate(client, text.bytes, ROWS);
      if (index % 3 !== 0 && index !== TEMPLATES) continue;
      const held = heldBytes(collect) - before;
      const rss = process.memoryUsage().rss;
      console.log(
        `${index} templates: heap and array buffers +${(held / MB).toFixed(0)} MB, RSS ${(rss / MB).toFixed(0)} MB` +
          (PREVIEWS ? `; row previews not drawn: ${previewFailures.length}` : ''),
      );
    }
  } finally {
    await stack.stop();
    await dropBenchNamespace();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
