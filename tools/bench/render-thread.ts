// Rows of the 140 KB text deck rendered through RenderThreads with no thread (the caller's) or with one, in one
// process, eight in flight as a process's two chunks hold: what the hand-over to a render thread costs apart from
// the product. `node --max-semi-space-size=8 --heap-growing-percent=50 tools/run-ts.mjs tools/bench/render-thread.ts
// 0|1`, alternated (docs/benchmarks.md, "Session 63").
import { compileTemplate } from '@deckmill/pptx';
import { benchDecks } from '../../libs/pptx/bench/bench-decks';
import { benchRows } from '../../libs/pptx/bench/bench-rows';
import { RenderThreads } from '../../apps/generation/src/rendering/threads/render-threads';

const ROWS = 3000;
const WARM_UP_ROWS = 500;
const IN_FLIGHT = 8;

async function main(): Promise<void> {
  const threads = Number(process.argv[2] ?? '1');
  const text = benchDecks()[1];
  if (!text) throw new Error('the engine bench builds a text deck');
  const deck = text.bytes;
  const template = compileTemplate(deck, { deflateLevel: 1 });
  const rows = benchRows(ROWS);
  const pool = new RenderThreads({
    threads,
    templateBudgetBytes: 128 * 1024 * 1024,
    deflateLevel: 1,
    readTemplate: async () => deck,
  });
  const images = { resolve: async () => ({ ok: false as const, reason: 'none' }) };
  const run = async (list: typeof rows) => {
    const queue = [...list];
    const lane = async () => {
      for (let values = queue.shift(); values; values = queue.shift()) {
        const row = {
          templateKey: 'bench',
          template,
          values,
          watermark: false,
          locale: 'en-US',
          images,
          imagesKey: 'bench',
        };
        pool.recycle(await pool.render({ ...row, maxValueChars: 100_000 }));
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, lane));
  };
  await run(rows.slice(0, WARM_UP_ROWS));
  const cpu = process.cpuUsage();
  const started = performance.now();
  await run(rows);
  const used = process.cpuUsage(cpu);
  const wall = (performance.now() - started) / rows.length;
  const cpuMs = (used.user + used.system) / 1000 / rows.length;
  console.log(
    `render threads ${threads}: ${wall.toFixed(3)} ms a row of wall time, ${cpuMs.toFixed(3)} ms of CPU (every thread)`,
  );
  await pool.stop();
}

void main();
