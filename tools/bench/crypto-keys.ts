// `node tools/run-ts.mjs tools/bench/crypto-keys.ts`: what a Buffer key costs an HMAC and an AES-GCM cipher
// against a key object made once, on the Node that runs it (docs/benchmarks.md, "Key objects"). Rounds alternate
// the two, so a machine that slows down mid-run slows both; the verdict is the median round's ratio.
import { createCipheriv, createHmac, createSecretKey, randomBytes, type KeyObject } from 'node:crypto';

const OPERATIONS = 20_000;
const ROUNDS = 7;
const raw = randomBytes(32);
const keyObject = createSecretKey(raw);
const iv = randomBytes(12);

const cases: Record<string, (key: Buffer | KeyObject) => void> = {
  'HMAC-SHA256 of 60 bytes': (key) => {
    createHmac('sha256', key).update('nonce-of-24-characters-x\nsession-token-of-thirty-two-ch').digest();
  },
  'AES-256-GCM of 200 bytes': (key) => {
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    cipher.update(raw.toString('hex').repeat(3).slice(0, 200));
    cipher.final();
  },
};

/** A request's handlers run some frames deep: the slow check's cost was seen to grow with the stack. */
function atDepth<T>(depth: number, work: () => T): T {
  return depth === 0 ? work() : atDepth(depth - 1, work);
}

function microsecondsPerOperation(operation: () => void, depth: number): number {
  const started = process.hrtime.bigint();
  atDepth(depth, () => {
    for (let index = 0; index < OPERATIONS; index += 1) operation();
  });
  return Number(process.hrtime.bigint() - started) / 1000 / OPERATIONS;
}

const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

console.log(`Node ${process.version}, ${OPERATIONS} operations a round, ${ROUNDS} rounds alternated`);
for (const [name, operation] of Object.entries(cases)) {
  for (const depth of [0, 80]) {
    const buffer: number[] = [];
    const object: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      buffer.push(microsecondsPerOperation(() => operation(raw), depth));
      object.push(microsecondsPerOperation(() => operation(keyObject), depth));
    }
    const ratios = buffer.map((value, index) => value / (object[index] ?? value));
    console.log(
      `${name}, ${depth} frames deep: Buffer key ${median(buffer).toFixed(1)} µs, key object ` +
        `${median(object).toFixed(1)} µs, Buffer/key object ${median(ratios).toFixed(2)}x`,
    );
  }
}
