import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const TOOL = path.join(__dirname, 'import-cycles.mjs');

/** A tree of apps/ and libs/ with a tsconfig.base.json of one alias, as the tool reads the repository. */
function tree(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'import-cycles-'));
  const all: Record<string, string> = {
    'tsconfig.base.json': JSON.stringify({
      compilerOptions: { baseUrl: '.', paths: { '@deckmill/shared': ['./libs/shared/src/index.ts'] } },
    }),
    ...files,
  };
  for (const [file, source] of Object.entries(all)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), source);
  }
  return dir;
}

// The tool parses with oxc-parser, an ES module Jest's CommonJS runtime cannot load: it runs as CI runs it.
function check(dir: string, ...args: string[]): { status: number | null; output: string } {
  const result = spawnSync(process.execPath, [TOOL, '--root', dir, ...args], { encoding: 'utf8' });
  fs.rmSync(dir, { recursive: true, force: true });
  return { status: result.status, output: result.stdout + result.stderr };
}

describe('the import cycle check', () => {
  it('passes a tree whose imports only go one way, whatever kind they are', () => {
    const result = check(
      tree({
        'apps/web/src/a.ts': "import { b } from './b';\nexport const a = b;",
        'apps/web/src/b.tsx': "import type { S } from '@deckmill/shared';\nexport const b: S = 1;",
        'libs/shared/src/index.ts': 'export type S = number;',
      }),
    );
    expect(result).toEqual({ status: 0, output: 'No import cycle among 3 files.\n' });
  });

  it.each([
    ['a relative import', "import { a } from './a';\nexport const b = a;"],
    ['a type-only import', "import type { A } from './a';\nexport type B = A;"],
    ['a re-export', "export * from './a';"],
    ['a dynamic import', "export const load = () => import('./a');"],
    ['an import in a type', "export type B = typeof import('./a');"],
    ['an ES module path ending in .js', "export { a } from './a.js';"],
  ])('fails on a cycle closed by %s, naming its files', (_kind, closing) => {
    const result = check(
      tree({
        'apps/web/src/a.ts': "import { b } from './b';\nexport const a = 1;\nvoid b;",
        'apps/web/src/b.ts': closing,
      }),
    );
    expect(result.status).toBe(1);
    expect(result.output).toContain(
      '1 import cycle(s), one shown for each group of files that import each other:',
    );
    expect(result.output).toContain('apps/web/src/a.ts → apps/web/src/b.ts → apps/web/src/a.ts');
  });

  it('follows the @deckmill aliases into libraries and folder indexes', () => {
    const result = check(
      tree({
        'libs/shared/src/index.ts': "export { helper } from './helper';",
        'libs/shared/src/helper/index.ts':
          "import { app } from '../../../../apps/web/src/app';\nexport const helper = app;",
        'apps/web/src/app.ts':
          "import { helper } from '@deckmill/shared';\nexport const app = 1;\nvoid helper;",
      }),
    );
    expect(result.status).toBe(1);
    expect(result.output).toContain(
      'apps/web/src/app.ts → libs/shared/src/index.ts → libs/shared/src/helper/index.ts → apps/web/src/app.ts',
    );
  });

  it('leaves packages out and lists what each file resolves to with --json', () => {
    const dir = tree({
      'apps/web/src/a.ts': "import fs from 'node:fs';\nimport { b } from './b';\nexport const a = [fs, b];",
      'apps/web/src/b.ts': "import React from 'react';\nexport const b = React;",
    });
    const result = check(dir, '--json');
    expect(result.status).toBe(0);
    expect(JSON.parse(result.output)).toEqual({
      'apps/web/src/a.ts': ['apps/web/src/b.ts'],
      'apps/web/src/b.ts': [],
    });
  });

  it('says which file it could not parse', () => {
    const result = check(tree({ 'apps/web/src/broken.ts': 'export const = ;' }));
    expect(result.status).not.toBe(0);
    expect(result.output).toContain('broken.ts');
  });
});
