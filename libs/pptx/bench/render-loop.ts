import { readFileSync } from 'node:fs';
import { compileTemplate } from '../src';
import { benchRows } from './bench-rows';

// Renders one deck file's rows in a loop, 4 in flight as the CLI keeps them, for CPU profiles of the engine
// alone:
//   node --cpu-prof --cpu-prof-dir=/tmp/prof tools/run-ts.mjs libs/pptx/bench/render-loop.ts deck.pptx 600
async function main(): Promise<void> {
  const [file, count = '300'] = process.argv.slice(2);
  const template = compileTemplate(readFileSync(file));
  const rows = benchRows(1_000);
  await template.render(rows[0]);
  const total = Number(count);
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  let next = 0;
  const worker = async () => {
    while (next < total) void (await template.render(rows[next++ % rows.length])).chunks;
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  const ms = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  // CPU time per deck moves far less than wall time on a busy machine: compare it across changes.
  const cpuMsPerDeck = (cpu.user + cpu.system) / 1000 / total;
  console.log(
    `${total} decks in ${ms.toFixed(0)} ms: ${((total / ms) * 1000).toFixed(1)} docs/s, ${cpuMsPerDeck.toFixed(3)} ms CPU per deck`,
  );
}

void main();
