import { createRequire } from 'node:module';
import path from 'node:path';

/** The module node-gyp-build's place takes in the bundle: argon2's `gypBuild(__dirname)` returns the binding. */
const BINDING_LOADER = '\0argon2-wasm-binding';

/**
 * argon2's own JavaScript (node_modules/argon2/argon2.cjs: defaults, PHC encoding, verify, needsRehash) as one
 * CommonJS file whose addon is the WebAssembly binding (src/argon2-wasm-binding.ts, on hash-wasm). It takes the
 * place of argon2.cjs for the targets argon2 ships no addon for, so the product's `require('argon2')` gets the
 * same API with no native code.
 */
export async function bundleArgon2Wasm(root: string, output: string): Promise<string> {
  const { build } = await import('rolldown');
  const binding = path.join(root, 'tools/desktop/src/argon2-wasm-binding.ts');
  // Resolved as Node does (NODE_PATH included); the ES module build, so only argon2's wasm is bundled.
  const hashWasmDir = path.dirname(
    createRequire(path.join(root, 'package.json')).resolve('hash-wasm/package.json'),
  );
  await build({
    input: path.join(root, 'node_modules/argon2/argon2.cjs'),
    platform: 'node',
    tsconfig: path.join(root, 'tsconfig.json'),
    logLevel: 'warn',
    plugins: [
      {
        name: 'argon2-wasm-binding',
        resolveId(source) {
          if (source === 'node-gyp-build') return BINDING_LOADER;
          if (source === 'hash-wasm') return path.join(hashWasmDir, 'dist/index.esm.js');
          return null;
        },
        load(id) {
          if (id !== BINDING_LOADER) return null;
          return `const { hash } = require(${JSON.stringify(binding)});\nmodule.exports = () => ({ hash });\n`;
        },
      },
    ],
    output: { file: output, format: 'cjs', codeSplitting: false },
  });
  return output;
}

/** What argon2's native addon makes of one input with the product's parameters: the bundle must make the same. */
const KNOWN_ANSWER = {
  password: 'deckmill',
  salt: 'deckmill-desktop',
  hash: '$argon2id$v=19$m=19456,p=1,t=2$ZGVja21pbGwtZGVza3RvcA$g+M/v60Q0rUKRvoqPBY/wuENrplNK5xIGh3ZB79e90g',
};

/** Loads the bundle as the product does (Node's require) and checks it against the addon's known answer. */
export async function checkArgon2Wasm(file: string): Promise<void> {
  const argon2 = createRequire(file)(file) as typeof import('argon2');
  const made = await argon2.hash(KNOWN_ANSWER.password, {
    type: argon2.argon2id,
    memoryCost: 19 * 1024,
    timeCost: 2,
    parallelism: 1,
    salt: Buffer.from(KNOWN_ANSWER.salt),
  });
  if (made !== KNOWN_ANSWER.hash)
    throw new Error(`argon2 on WebAssembly made ${made}, not argon2's own hash`);
  if (!(await argon2.verify(made, KNOWN_ANSWER.password)))
    throw new Error('argon2 on WebAssembly verifies nothing');
}

// `node tools/run-ts.mjs tools/desktop/build/argon2-wasm-bundle.ts OUT`: the bundle alone, as its spec makes it
// (rolldown is an ES module, which Jest cannot import).
if (process.argv[1] === __filename && process.argv[2]) {
  void bundleArgon2Wasm(path.resolve(__dirname, '../../..'), path.resolve(process.argv[2]));
}
