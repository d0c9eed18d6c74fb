import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Events, Jobs, Rpc, eventSubject, jobSubject, rpcSubject } from '@deckmill/bus-contracts';

// A CommonJS tool (tools/test.mjs runs it with plain node), typed here by what the spec uses.
const leaks = require('./web-bundle-leaks.cjs') as {
  INTERNAL_MARKERS: string[];
  checkWebBundles(dir: string): { ok: boolean; message: string };
};

describe('web bundle leak check', () => {
  let dir: string;

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'deckmill-bundles-'));
    fs.mkdirSync(path.join(dir, 'web-app/assets'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'web-app/assets/index.js'), 'const plans = ["free"];');
    fs.writeFileSync(path.join(dir, 'web-app/index.html'), '<script src="/assets/index.js"></script>');
  });

  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('passes bundles that name no internal subject', () => {
    expect(leaks.checkWebBundles(dir)).toEqual({
      ok: true,
      message: `2 bundle file(s) in ${dir}: no internal subject`,
    });
  });

  it('fails on a real subject in a nested chunk and names the file', () => {
    const subject = rpcSubject(Rpc['generation.list']);
    fs.writeFileSync(path.join(dir, 'web-app/assets/chunk.js'), `send("${subject}")`);
    const result = leaks.checkWebBundles(dir);
    expect(result.ok).toBe(false);
    expect(result.message).toContain(`web-app/assets/chunk.js: deckmill.rpc.`);
  });

  it('knows the prefix of every subject the registry builds', () => {
    const subjects = [
      ...Object.values(Rpc).map(rpcSubject),
      ...Object.values(Events).map(eventSubject),
      ...Object.values(Jobs).map(jobSubject),
    ];
    const unknown = subjects.filter((s) => !leaks.INTERNAL_MARKERS.some((marker) => s.startsWith(marker)));
    expect(unknown).toEqual([]);
  });

  it('fails when there is nothing to check', () => {
    fs.rmSync(dir, { recursive: true, force: true });
    expect(leaks.checkWebBundles(dir).ok).toBe(false);
  });
});
