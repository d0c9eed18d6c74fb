import { compileTemplate } from '../src';
import { benchDecks } from './bench-decks';
import { benchRows } from './bench-rows';

// What a template new to a warm process costs: renders the bench's text deck in phases, each `name:rows`,
// 4 rows in flight; a phase named otherwise than the one before compiles the deck again (a new template, as
// another upload is to a worker) and drops the one before. Prints each phase's CPU on the main thread and on
// the others (V8's compiler and collector, libuv's pool):
//   node tools/run-ts.mjs libs/pptx/bench/template-switch.ts A:1500,B:300,C:300,C:300
// With --trace-opt --trace-deopt before the script, what V8 compiles again and drops in each phase.

function mainThreadMs(): number {
  const threadCpuUsage = (process as { threadCpuUsage?: () => NodeJS.CpuUsage }).threadCpuUsage;
  if (!threadCpuUsage) throw new Error('Node 23.9 or later is needed (process.threadCpuUsage)');
  const used = threadCpuUsage.call(process);
  return (used.user + used.system) / 1000;
}

function processMs(): number {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
}

async function main(): Promise<void> {
  const [, text] = benchDecks();
  if (!text) throw new Error('the engine bench builds a text deck');
  const rows = benchRows(3000);
  const phases = (process.argv[2] ?? 'A:1500,B:300,C:300,C:300').split(',');
  let current: { name: string; template: ReturnType<typeof compileTemplate> } | undefined;
  let next = 0;
  for (const phase of phases) {
    const [name = '', count = '0'] = phase.split(':');
    const mainBefore = mainThreadMs();
    const allBefore = processMs();
    if (current?.name !== name)
      current = { name, template: compileTemplate(text.bytes, { deflateLevel: 1 }) };
    const { template } = current;
    const total = Number(count);
    let started = 0;
    const lane = async () => {
      while (started < total) {
        started += 1;
        void (await template.render(rows[next++ % rows.length] ?? {}, {})).chunks;
      }
    };
    await Promise.all(Array.from({ length: 4 }, lane));
    const main = mainThreadMs() - mainBefore;
    const others = processMs() - allBefore - main;
    console.log(`${phase}: main ${main.toFixed(0)} ms, others ${others.toFixed(0)} ms`);
  }
}

void main();
