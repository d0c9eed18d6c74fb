import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const CODEMOD = path.join(__dirname, 'split-contracts.mjs');

/** Writes `files` under a fresh directory, runs the codemod over it, and answers the rewritten files. */
function migrate(files: Record<string, string>): {
  out: Record<string, string>;
  status: number | null;
  log: string;
} {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'split-contracts-'));
  try {
    for (const [name, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      fs.writeFileSync(path.join(dir, name), text);
    }
    const run = spawnSync(process.execPath, [CODEMOD, dir], { encoding: 'utf8' });
    const out = Object.fromEntries(
      Object.keys(files).map((name) => [name, fs.readFileSync(path.join(dir, name), 'utf8')]),
    );
    return { out, status: run.status, log: run.stdout + run.stderr };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('split-contracts codemod', () => {
  it('splits one import symbol by symbol, keeping type modifiers and aliases', () => {
    const { out, status } = migrate({
      'apps/gateway/src/a.ts': [
        'import {',
        '  Rpc,',
        '  type ErrorBody,',
        '  PLANS as plans,',
        '  type RpcReply,',
        "} from '@deckmill/contracts';",
        'export const x = [Rpc, plans];',
        '',
      ].join('\n'),
    });
    expect(status).toBe(0);
    expect(out['apps/gateway/src/a.ts']).toBe(
      [
        "import { Rpc, type RpcReply } from '@deckmill/bus-contracts';",
        "import { type ErrorBody, PLANS as plans } from '@deckmill/api-contracts';",
        'export const x = [Rpc, plans];',
        '',
      ].join('\n'),
    );
  });

  it('gives a service the shared vocabulary through bus-contracts, anything else through api-contracts', () => {
    const text = "import type { SubscriptionTier } from '@deckmill/contracts';\n";
    const { out } = migrate({ 'apps/billing/src/a.ts': text, 'apps/web-app/src/a.ts': text });
    expect(out['apps/billing/src/a.ts']).toBe(
      "import type { SubscriptionTier } from '@deckmill/bus-contracts';\n",
    );
    expect(out['apps/web-app/src/a.ts']).toBe(
      "import type { SubscriptionTier } from '@deckmill/api-contracts';\n",
    );
  });

  it('merges into an import of the same library and rewrites re-exports', () => {
    const { out } = migrate({
      'libs/x/src/a.ts': [
        "import { Events } from '@deckmill/bus-contracts';",
        "import { Jobs } from '@deckmill/contracts';",
        "export { PLANS } from '@deckmill/contracts';",
        '',
      ].join('\n'),
    });
    expect(out['libs/x/src/a.ts']).toBe(
      [
        "import { Events, Jobs } from '@deckmill/bus-contracts';",
        "export { PLANS } from '@deckmill/api-contracts';",
        '',
      ].join('\n'),
    );
  });

  it('reports a symbol neither library exports and leaves that import alone', () => {
    const text = "import { NoSuchThing } from '@deckmill/contracts';\n";
    const { out, status, log } = migrate({ 'apps/gateway/src/a.ts': text });
    expect(status).toBe(1);
    expect(log).toContain('unknown symbol NoSuchThing');
    expect(out['apps/gateway/src/a.ts']).toBe(text);
  });
});
