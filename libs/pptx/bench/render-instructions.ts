// The instructions the engine executes per deck, counted by valgrind (cachegrind, no cache simulation): a
// measure that does not move with the machine's load. CPU time per deck (render-loop.ts) moved 10-25% between
// runs of the same code on this 2-vCPU machine; two runs here differed by 0.05% on picture decks and by 1.4% on
// a dense deck at 40/240 decks (count those at 100/400 or more).
// Each checkout renders the deck twice, `--decks=A,B` decks, with `render-loop.ts` under valgrind, and the
// difference over B - A decks is the per-deck count (what both runs share, start-up and compiling the template,
// cancels). Instructions are not time (cache misses and allocation weigh differently), so a change is judged on
// both: this for the direction and size, render-loop's CPU time for the effect.
//   node tools/run-ts.mjs libs/pptx/bench/render-instructions.ts <deck.pptx | --bench=c> [--decks=100,600]
//     [--root=/path/to/checkout ...]   (each root's own render-loop.ts, the first the baseline; default: this one)
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    decks: { type: 'string', default: '100,600' },
    root: { type: 'string', multiple: true },
    bench: { type: 'string' },
  },
});
const deck = values.bench ? `--bench=${values.bench}` : positionals[0];
if (!deck) {
  console.error(
    'Usage: render-instructions.ts <deck.pptx | --bench=c> [--decks=100,600] [--root=<checkout> ...]',
  );
  process.exit(2);
}
const [few, many] = values.decks.split(',').map(Number);
if (!(few >= 1 && many > few))
  throw new Error('--decks needs two counts, the second larger: --decks=100,600');
const roots = values.root?.length ? values.root : [path.resolve(__dirname, '../../..')];
// A deck file is read from where it is, whichever checkout renders it.
const deckArgument = deck.startsWith('--bench=') ? deck : path.resolve(deck);

function instructions(root: string, decks: number): number {
  const run = spawnSync(
    'valgrind',
    [
      '--tool=cachegrind',
      '--cache-sim=no',
      '--cachegrind-out-file=/dev/null',
      process.execPath,
      // V8 without its time-based heuristics (when to collect, grow the heap, compile), randomness or
      // concurrency: two runs of 2,500 picture decks counted 10.237 and 10.241 G with it, 10.33 and 11.34 G with
      // --single-threaded alone.
      '--predictable',
      'tools/run-ts.mjs',
      'libs/pptx/bench/render-loop.ts',
      deckArgument,
      String(decks),
    ],
    { cwd: root, encoding: 'utf8', maxBuffer: 64 << 20 },
  );
  if (run.error) {
    throw new Error(`valgrind did not start (${run.error.message}): apt-get install valgrind`);
  }
  const refs = /I\s+refs:\s+([\d,]+)/.exec(run.stderr);
  if (run.status !== 0 || !refs) {
    throw new Error(`render-loop under valgrind failed in ${root}:\n${run.stderr.slice(-2000)}`);
  }
  return Number(refs[1].replaceAll(',', ''));
}

/**
 * Renders one deck without valgrind first: TypeScript compiled on the fly is cached on disk, and the first run
 * in a checkout compiles it all (measured: the smaller run's count 5.8 or 6.5 G for the same code as the
 * cache was warm or not, the larger run's the same within 0.4%).
 */
function warm(root: string): void {
  const run = spawnSync(
    process.execPath,
    ['tools/run-ts.mjs', 'libs/pptx/bench/render-loop.ts', deckArgument, '1'],
    { cwd: root, encoding: 'utf8' },
  );
  if (run.status !== 0) throw new Error(`render-loop failed in ${root}:\n${run.stderr.slice(-2000)}`);
}

const results: Array<{ root: string; perDeck: number }> = [];
for (const root of roots) {
  warm(root);
  const base = instructions(root, few);
  const more = instructions(root, many);
  const perDeck = (more - base) / (many - few);
  results.push({ root, perDeck });
  console.log(
    `${root}: ${(perDeck / 1e6).toFixed(3)} M instructions a deck ` +
      `(${few} decks ${(base / 1e9).toFixed(3)} G, ${many} decks ${(more / 1e9).toFixed(3)} G)`,
  );
}
if (results.length > 1) {
  const [baseline, ...others] = results;
  for (const other of others) {
    const change = (other.perDeck / baseline.perDeck - 1) * 100;
    console.log(`${other.root} against ${baseline.root}: ${change >= 0 ? '+' : ''}${change.toFixed(1)}%`);
  }
}
