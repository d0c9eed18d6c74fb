// `npm run build:desktop [-- --target linux-x64 ...]`: the single executables (Node's SEA) per platform in
// dist/desktop, each with its asset list (<executable>.assets.json), and SHA256SUMS. docs/desktop.md.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { MANIFEST_ASSET, PAYLOAD_ASSET, type BuildManifest } from './src/build-manifest';
import { writePayload, type PayloadFile } from './src/payload-format';
import { binaryKind, describeKind } from './build/binary-format';
import { bundleArgon2Wasm, checkArgon2Wasm } from './build/argon2-wasm-bundle';
import { bundleLauncher } from './build/launcher-bundle';
import { nodeBinaryFor } from './build/node-binary';
import { productFiles } from './build/payload-files';
import { injectBlob, makeBlob } from './build/sea';
import { NODE_VERSION, TARGETS, hostTarget, targetNamed, type Target } from './build/targets';
import { verifyExecutable } from './build/verify';

const root = path.resolve(__dirname, '../..');
const ARGON2_ASSET = 'native/argon2.node';
/** Where node-gyp-build (argon2's loader) looks first: the addon is loaded from there by process.dlopen. */
const ARGON2_PATH = 'node_modules/argon2/build/Release/argon2.node';
const ARGON2_WASM_ASSET = 'wasm/argon2.cjs';
/** argon2's entry (its package.json's main): the WebAssembly build replaces it where argon2 ships no addon. */
const ARGON2_ENTRY = 'node_modules/argon2/argon2.cjs';
/** The files without which the product cannot start: checked in every build and listed in its manifest. */
export const REQUIRED_FILES = [
  'server/apps/server/src/main.js',
  'server/libs/database/src/embedded/pglite-worker.js',
  'server/libs/storage/src/filesystem/encryption/small-object-thread.worker.js',
  'server/apps/generation/src/rendering/threads/render-thread.worker.js',
  'server/libs/database/src/embedded/pglite-initdb.js',
  'server/node_modules/@deckmill/config/package.json',
  'web/web-app/index.html',
  'web/web-admin/index.html',
  'web/web-public/index.html',
  'node_modules/@electric-sql/pglite/dist/pglite.wasm',
  'node_modules/@electric-sql/pglite/dist/pglite.data',
  'node_modules/argon2/argon2.cjs',
  'node_modules/pg/package.json',
];
/** Every platform: those argon2 ships no addon for run argon2 on WebAssembly. */
const DEFAULT_TARGETS = TARGETS.map((target) => target.name);

function parseArgs(argv: string[]): { targets: Target[]; out: string } {
  const names: string[] = [];
  let out = path.join(root, 'dist/desktop');
  const usage = 'usage: build:desktop [--target NAME ...] [--out DIR]';
  const rest = [...argv];
  for (let arg = rest.shift(); arg !== undefined; arg = rest.shift()) {
    const [flag, inline] = arg.split('=', 2);
    const value = inline ?? (flag === '--target' || flag === '--out' ? rest.shift() : undefined);
    if (flag === '--target' && value) names.push(...value.split(','));
    else if (flag === '--out' && value) out = path.resolve(value);
    else throw new Error(`Unexpected ${arg} (${usage})`);
  }
  return { targets: (names.length > 0 ? names : DEFAULT_TARGETS).map(targetNamed), out };
}

function seconds(since: number): string {
  return `${((Date.now() - since) / 1000).toFixed(1)} s`;
}

function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** The product's build (npm run build) when dist/ lacks it; an older build is used as it is. */
function ensureProductBuilt(): void {
  const built =
    fs.existsSync(path.join(root, 'dist/server/BUILD')) &&
    fs.existsSync(path.join(root, 'dist/web/web-public/index.html'));
  if (built) return;
  console.log('▸ Building the product (npm run build)...');
  execFileSync(process.execPath, [path.join(root, 'tools/build.mjs')], { cwd: root, stdio: 'inherit' });
}

function payloadSummary(files: readonly PayloadFile[]): BuildManifest['payload'] {
  const folders: Record<string, number> = {};
  let bytes = 0;
  for (const file of files) {
    const [top = ''] = file.path.split('/');
    folders[top] = (folders[top] ?? 0) + 1;
    bytes += file.data.length;
  }
  // One platform's addon in every platform's payload would load nowhere else: addons come per platform.
  const addons = files.filter((file) => file.path.endsWith('.node')).map((file) => file.path);
  if (addons.length > 0) throw new Error(`Native addons in the payload: ${addons.join(', ')}`);
  const present = new Set(files.map((file) => file.path));
  const missing = REQUIRED_FILES.filter((file) => !present.has(file));
  if (missing.length > 0) throw new Error(`The product build lacks ${missing.join(', ')}`);
  return { files: files.length, bytes, folders, required: REQUIRED_FILES };
}

function productVersion(files: readonly PayloadFile[]): string {
  const { version } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    version: string;
  };
  const hash = createHash('sha256');
  for (const file of files) hash.update(file.path).update('\0').update(file.data);
  return `${version}-${hash.digest('hex').slice(0, 12)}`;
}

function writeChecksums(out: string): void {
  const lines = fs
    .readdirSync(out)
    .filter((name) => /^deckmill-[a-z0-9-]+(\.exe)?$/.test(name))
    .sort()
    .map(
      (name) =>
        `${createHash('sha256')
          .update(fs.readFileSync(path.join(out, name)))
          .digest('hex')}  ${name}`,
    );
  fs.writeFileSync(path.join(out, 'SHA256SUMS'), `${lines.join('\n')}\n`);
}

type PlatformFile = BuildManifest['platformFiles'][number];

/** The target's argon2: its prebuilt addon, checked to be the target's format and CPU, or else the wasm one. */
function argon2For(target: Target, argon2Wasm: string | undefined): { file: PlatformFile; source: string } {
  if (!target.argon2Prebuild) {
    if (!argon2Wasm) throw new Error(`${target.name}: argon2 on WebAssembly was not built`);
    return { file: { asset: ARGON2_WASM_ASSET, path: ARGON2_ENTRY, format: 'wasm' }, source: argon2Wasm };
  }
  const addon = path.join(root, 'node_modules/argon2/prebuilds', target.argon2Prebuild);
  const kind = binaryKind(fs.readFileSync(addon));
  if (kind?.format !== target.format || kind.arch !== target.arch) {
    throw new Error(`${target.name}: ${addon} is ${describeKind(kind)}, not ${target.format}-${target.arch}`);
  }
  return { file: { asset: ARGON2_ASSET, path: ARGON2_PATH, format: describeKind(kind) }, source: addon };
}

async function buildTarget(
  target: Target,
  work: { dir: string; launcher: string; payload: string; hostNode: string; argon2Wasm?: string },
  payload: BuildManifest['payload'],
  version: string,
  out: string,
): Promise<void> {
  const started = Date.now();
  const argon2 = argon2For(target, work.argon2Wasm);
  const nodeBinary = nodeBinaryFor(target);
  const dir = path.join(work.dir, target.name);
  fs.mkdirSync(dir, { recursive: true });
  const manifest: BuildManifest = {
    target: target.name,
    version,
    node: NODE_VERSION,
    platformFiles: [argon2.file],
    assets: {
      [PAYLOAD_ASSET]: fs.statSync(work.payload).size,
      [argon2.file.asset]: fs.statSync(argon2.source).size,
    },
    sha256: {
      [PAYLOAD_ASSET]: sha256Of(work.payload),
      [argon2.file.asset]: sha256Of(argon2.source),
    },
    payload,
  };
  const manifestFile = path.join(dir, MANIFEST_ASSET);
  fs.writeFileSync(manifestFile, JSON.stringify(manifest, null, 2));
  const blob = makeBlob(work.hostNode, dir, work.launcher, {
    [MANIFEST_ASSET]: manifestFile,
    [PAYLOAD_ASSET]: work.payload,
    [argon2.file.asset]: argon2.source,
  });
  const executable = path.join(out, target.executable);
  await injectBlob(target, nodeBinary, blob, executable);
  verifyExecutable(target, executable, manifest, hostTarget());
  fs.writeFileSync(`${executable}.assets.json`, `${JSON.stringify(manifest, null, 2)}\n`);
  fs.rmSync(dir, { recursive: true, force: true });
  console.log(`  ${target.executable}: ${megabytes(fs.statSync(executable).size)} in ${seconds(started)}`);
}

function sha256Of(file: string): string {
  return createHash('sha256').update(fs.readFileSync(file)).digest('hex');
}

async function main(): Promise<void> {
  const started = Date.now();
  const { targets, out } = parseArgs(process.argv.slice(2));
  ensureProductBuilt();
  const workDir = path.join(out, '.work');
  fs.mkdirSync(workDir, { recursive: true });
  const launcher = await bundleLauncher(root, path.join(workDir, 'launcher.cjs'));
  let argon2Wasm: string | undefined;
  if (targets.some((target) => !target.argon2Prebuild)) {
    argon2Wasm = await bundleArgon2Wasm(root, path.join(workDir, 'argon2-wasm.cjs'));
    await checkArgon2Wasm(argon2Wasm);
  }
  const files = productFiles(root);
  const summary = payloadSummary(files);
  const version = productVersion(files);
  const payloadFile = path.join(workDir, 'payload.bin');
  fs.writeFileSync(payloadFile, writePayload(version, files));
  console.log(
    `▸ Product ${version}: ${summary.files} files, ${megabytes(summary.bytes)}, ` +
      `${megabytes(fs.statSync(payloadFile).size)} packed (${seconds(started)})`,
  );
  const hostNode = nodeBinaryFor(hostTarget());
  const failures: string[] = [];
  for (const target of targets) {
    try {
      await buildTarget(
        target,
        { dir: workDir, launcher, payload: payloadFile, hostNode, argon2Wasm },
        summary,
        version,
        out,
      );
    } catch (error) {
      failures.push(error instanceof Error ? error.message : String(error));
    }
  }
  fs.rmSync(workDir, { recursive: true, force: true });
  writeChecksums(out);
  console.log(
    `▸ ${path.relative(root, out)}: ${targets.length - failures.length} executables in ${seconds(started)}`,
  );
  if (failures.length > 0) {
    for (const failure of failures) console.error(`✗ ${failure}`);
    process.exitCode = 1;
  }
}

void main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
