import { execFileSync } from 'node:child_process';
import path from 'node:path';

const MB = 1024 * 1024;
const MODULE = JSON.stringify(path.join(__dirname, 'thread-heap-limits.ts'));
const NEW_SPACE =
  "require('node:v8').getHeapSpaceStatistics().find((s) => s.space_name === 'new_space').space_size";
/** Short-lived objects, some surviving a collection or two: the new space grows to what its heap allows. */
const CHURN =
  "let kept = []; for (let i = 0; i < 1e6; i++) { kept.push({ i, s: 'x' + i }); if (kept.length > 20000) kept = []; }";
const THREAD = `${CHURN} require('node:worker_threads').parentPort.postMessage(${NEW_SPACE});`;

/**
 * A process started with the semi-spaces `npm start` gives the server starts a worker asking for a 3 MB young
 * generation (1 MB semi-spaces); both threads churn, and each one's new space is reported.
 */
function newSpaces(clearFirst: boolean): { main: number; thread: number } {
  const script = `
    ${clearFirst ? `require(${MODULE}).letThreadsTakeTheirOwnHeapLimits();` : ''}
    const { Worker } = require('node:worker_threads');
    const worker = new Worker(${JSON.stringify(THREAD)}, { eval: true, resourceLimits: { maxYoungGenerationSizeMb: 3 } });
    worker.once('message', (thread) => {
      ${CHURN}
      process.stdout.write(JSON.stringify({ main: ${NEW_SPACE}, thread }));
    });
  `;
  const output = execFileSync(
    process.execPath,
    ['--max-semi-space-size=8', '-r', '@swc-node/register', '-e', script],
    { encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' } },
  );
  return JSON.parse(output) as { main: number; thread: number };
}

describe('letThreadsTakeTheirOwnHeapLimits', () => {
  it('gives a thread started afterwards the young generation it asks for; the main thread keeps its own', () => {
    const { main, thread } = newSpaces(true);
    expect(thread).toBeLessThanOrEqual(4 * MB);
    expect(main).toBeGreaterThan(4 * MB);
    expect(main).toBeLessThanOrEqual(16 * MB);
  });

  it("is needed: without it the command line's semi-spaces override the thread's own limit", () => {
    const { main, thread } = newSpaces(false);
    expect(thread).toBeGreaterThan(4 * MB);
    expect(main).toBeLessThanOrEqual(16 * MB);
  });
});
