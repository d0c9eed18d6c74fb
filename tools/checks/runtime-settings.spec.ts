import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { liftoffFlags } from '@deckmill/database';
import { imageNodeFlags } from '../bench/pod-settings';

// The product's processes start with the same allocator settings everywhere they are launched (the container
// image, `npm start` and the benches), with the same V8 heap-sizing flags wherever V8 would otherwise size
// its heap for a whole host (`npm start`, the embedded bench), with none from the image (in a pod V8 sizes
// from the memory limit) but `npm start`'s semi-spaces for the chart's render workers, whose 1 MB semi-spaces
// in their 512 MiB cost them 2.7 times the CPU a row, and with no pretenuring everywhere, the CLI and the
// desktop app included (docs/decisions.md, "V8's heap flags"). The benches' distributed processes start as
// the image and the chart start them.
const root = path.resolve(__dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

function flagsArray(source: string, name: string): string[] {
  const match = new RegExp(`const ${name} = \\[([^\\]]*)\\];`).exec(source);
  if (!match?.[1]) throw new Error(`${name} not found`);
  return [...match[1].matchAll(/'([^']*)'/g)].map((flag) => flag[1] ?? '');
}

function mallocEnv(source: string): Record<string, string> {
  return Object.fromEntries(
    [...source.matchAll(/(MALLOC_[A-Z_]+)[:=] ?'?(\d+)'?/g)].map((m) => [m[1], m[2]]),
  );
}

describe('runtime settings of the product processes', () => {
  const dockerfile = read('docker/Dockerfile');
  const start = read('tools/start.mjs');
  const bench = read('tools/bench/product-processes.ts');
  const startFlags = flagsArray(start, 'V8_FLAGS');

  it("passes the V8 heap flags from npm start and the embedded bench, none from the image, and the render workers' semi-spaces from the chart", () => {
    expect(startFlags).toEqual(['--max-semi-space-size=8', '--heap-growing-percent=50']);
    expect(flagsArray(bench, 'V8_FLAGS')).toEqual(startFlags);
    // Where they are declared is where they are used: each launcher puts them on the node command line, with
    // the embedded server's Liftoff flag (set at run time, Node 24 ignores it).
    expect(start).toMatch(
      /const serverFlags = \[\.\.\.V8_FLAGS, \.\.\.GC_FLAGS, \.\.\.memorySaver, \.\.\.liftoff\];/,
    );
    expect(start).toMatch(/const serverArgs = \[\.\.\.serverFlags,/);
    expect(start).toMatch(/spawn\(process\.execPath, serverArgs,/);
    expect(bench).toMatch(/args: \[\.\.\.nodeFlags, \.\.\.NODE_ARGS, MAIN, \.\.\.args\]/);
    expect(bench).toMatch(
      /'embedded \(all services\)',[\s\S]*?\[\.\.\.V8_FLAGS, \.\.\.GC_FLAGS, \.\.\.memorySaver, \.\.\.liftoffFlags\(\)\],\s*\)/,
    );
    // Of the image's flags none sizes the heap (the next test has them all); the chart gives its render
    // workers npm start's semi-spaces (NODE_OPTIONS takes that flag, not the growth one) in both values
    // files.
    expect(imageNodeFlags().filter((flag) => startFlags.includes(flag))).toEqual([]);
    const semiSpaces = startFlags.filter((flag) => flag.startsWith('--max-semi-space-size='));
    for (const file of ['helm/deckmill/values.yaml', 'helm/deckmill/ci/production-values.yaml']) {
      const values = parse(read(file)) as { services: Record<string, { env?: Record<string, string> }> };
      expect({ [file]: values.services['generation-worker']?.env?.['NODE_OPTIONS'] }).toEqual({
        [file]: semiSpaces.join(' '),
      });
    }
    // The benches' distributed processes start as the image and the chart start them: the image's flags and
    // no others, the chart's environment for its services.
    expect(bench).toMatch(/const DISTRIBUTED_FLAGS = imageNodeFlags\(\);/);
    expect(bench).toMatch(/\{ \.\.\.env, \.\.\.chartEnv\(service\) \}, DISTRIBUTED_FLAGS, group\)/);
    const distributed = bench.slice(bench.indexOf('export async function startDistributed'));
    const launches = distributed.match(/\blaunch\(/g) ?? [];
    expect(launches.length).toBeGreaterThanOrEqual(2);
    expect(distributed.match(/\bDISTRIBUTED_FLAGS[,)]/g)).toHaveLength(launches.length);
    expect(distributed).toMatch(/launchAsPod\(`generation worker \$\{worker\}`, 'generation-worker',/);
    expect(distributed).not.toMatch(/V8_FLAGS|GC_FLAGS|memorySaver/);
  });

  it('passes no pretenuring from npm start, the benches and the image, and sets it in the CLI and desktop app', () => {
    const policy = flagsArray(start, 'GC_FLAGS');
    expect(policy).toEqual(['--no-allocation-site-pretenuring']);
    expect(flagsArray(bench, 'GC_FLAGS')).toEqual(policy);
    // The image: the embedded database's Liftoff flag (its CPUs, x64 and arm64, all have Liftoff) and the policy.
    expect(imageNodeFlags()).toEqual(['--liftoff-only', ...policy]);
    // A command and an executable set it at run time, where a misspelt flag is only a warning on stderr.
    for (const launcher of ['tools/bin/deckmill.cjs', 'tools/desktop/src/main.ts'])
      expect(read(launcher)).toContain(`setFlagsFromString('${policy.join(' ')}')`);
    // An unknown V8 flag on the command line stops node: this one is V8's since long before Node 20.
    const accepted = spawnSync(process.execPath, [...policy, '-e', ''], { encoding: 'utf8' });
    expect(accepted.status).toBe(0);
  });

  it("passes V8's memory saver from npm start and bench:batch where this Node has it, and only there", () => {
    const saver = flagsArray(start, 'MEMORY_SAVER_FLAGS');
    expect(saver).toEqual(['--memory-saver-mode']);
    expect(flagsArray(bench, 'MEMORY_SAVER_FLAGS')).toEqual(saver);
    // Each asks this Node whether it knows the flag, and passes it only then: an unknown V8 flag stops node.
    const probe =
      /const memorySaver =\s+spawnSync\(process\.execPath, \[\.\.\.MEMORY_SAVER_FLAGS, '-e', ''\], \{ stdio: 'ignore' \}\)\.status === 0\s+\? MEMORY_SAVER_FLAGS\s+: \[\];/;
    expect(start).toMatch(probe);
    expect(bench).toMatch(probe);
    const accepted = spawnSync(process.execPath, [...saver, '-e', ''], { encoding: 'utf8' });
    const major = Number(process.versions.node.split('.')[0]);
    // Node 24 (V8 13) has it, and the embedded server's memory depends on it there (docs/decisions.md); a Node
    // that refuses it says so, and is then simply not given it.
    if (major === 24) expect(accepted.status).toBe(0);
    if (accepted.status !== 0) expect(accepted.stderr).toMatch(/bad option: --memory-saver-mode/);
  });

  it('sets the image malloc settings in npm start and the benches', () => {
    const image = mallocEnv(dockerfile);
    expect(Object.keys(image)).toHaveLength(3);
    expect(mallocEnv(start)).toEqual(image);
    expect(mallocEnv(bench)).toEqual(image);
  });

  it('names flags this Node accepts, with the semi-space they ask for', () => {
    // Enough short-lived garbage for V8 to grow the young generation to its maximum.
    const script = [
      "let keep = []; for (let i = 0; i < 3e6; i++) { keep.push({ a: i, b: 'x' + i }); if (keep.length > 20000) keep = []; }",
      "console.log(require('v8').getHeapSpaceStatistics().find((s) => s.space_name === 'new_space').space_size)",
    ].join('\n');
    const out = execFileSync(process.execPath, [...startFlags, '-e', script], { encoding: 'utf8' });
    // Two semi-spaces of 8 MB (without the flag: 16 MB each on Node 20 and 32 MB on Node 24).
    expect(Number(out)).toBeLessThanOrEqual(16 * 1024 * 1024);
  });

  it('names a WebAssembly flag this Node accepts', () => {
    // Every CPU the product is built for has Liftoff (x64 with SSE4.1, arm64); an unknown V8 flag would stop
    // `npm start` with "bad option".
    const flags = liftoffFlags();
    expect(flags).toEqual(['--liftoff-only']);
    expect(execFileSync(process.execPath, [...flags, '-p', '6 * 7'], { encoding: 'utf8' }).trim()).toBe('42');
  });
});
