import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { requiredPackages, serverPackageDirs } from './server-closure';

describe("the server's packages", () => {
  let root: string;
  beforeEach(() => (root = fs.mkdtempSync(path.join(os.tmpdir(), 'deckmill-closure-spec-'))));
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  function pkg(dir: string, manifest: object): void {
    fs.mkdirSync(path.join(root, dir), { recursive: true });
    fs.writeFileSync(path.join(root, dir, 'package.json'), JSON.stringify(manifest));
  }

  it('reads bare package names from compiled code, not built-ins or relative paths', () => {
    const source = `require("@nestjs/core/x"); require('./a'); require("node:fs"); require("fs/promises");
      Promise.resolve().then(() => require("typeorm")); import("@scope/pkg"); require("pg")`;
    expect(requiredPackages(source).sort()).toEqual(['@nestjs/core', '@scope/pkg', 'pg', 'typeorm']);
  });

  it('follows dependencies as Node resolves them, nested versions included, optional peers and sources-only left out', () => {
    fs.mkdirSync(path.join(root, 'dist/server'), { recursive: true });
    fs.writeFileSync(
      path.join(root, 'dist/server/main.js'),
      'require("a"); require("@deckmill/x"); const dev = `require(\'@swc-node/register\')`;',
    );
    pkg('node_modules/pg', { dependencies: {} });
    pkg('node_modules/a', { dependencies: { b: '2' }, optionalDependencies: { gone: '1' } });
    pkg('node_modules/a/node_modules/b', {
      peerDependencies: { c: '1', d: '1' },
      peerDependenciesMeta: { d: { optional: true } },
    });
    pkg('node_modules/b', {});
    pkg('node_modules/c', {});
    pkg('node_modules/unused', {});
    pkg('node_modules/d', {}); // installed, but an optional peer only
    pkg('node_modules/@swc-node/register', {});
    const dirs = serverPackageDirs(root, path.join(root, 'dist/server')).map((dir) =>
      path.relative(root, dir),
    );
    expect(dirs).toEqual([
      'node_modules/a',
      'node_modules/a/node_modules/b',
      'node_modules/c',
      'node_modules/pg',
    ]);
  });

  it('fails on a package the server needs that is not installed', () => {
    fs.mkdirSync(path.join(root, 'dist/server'), { recursive: true });
    fs.writeFileSync(path.join(root, 'dist/server/main.js'), 'require("missing")');
    pkg('node_modules/pg', {});
    expect(() => serverPackageDirs(root, path.join(root, 'dist/server'))).toThrow('The server needs missing');
  });
});
