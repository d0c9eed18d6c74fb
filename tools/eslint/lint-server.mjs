// One ESLint, loaded once, for the lint rules' specs (lint-as.ts): the repository's own config, asked over the
// IPC channel. A fresh `eslint --stdin` a case took 1-2 s, nearly all of it loading the config and its plugins.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// The module-boundary rule reads Nx's project graph, which a spec's made-up file is not in.
const eslint = new ESLint({
  cwd: root,
  overrideConfig: { rules: { '@nx/enforce-module-boundaries': 'off' } },
});

process.on('message', async ({ id, fileName, source }) => {
  try {
    const [result] = await eslint.lintText(source, { filePath: path.join(root, fileName) });
    process.send({ id, messages: result?.messages ?? [] });
  } catch (error) {
    process.send({ id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});
process.on('disconnect', () => process.exit(0));
