// What the S3 stand-in itself serves: every pack a batch stored, fetched by curl (a bare client in its own
// process) one after another over one connection, as the batch ZIP reads them. The ZIP from S3 cannot be faster
// than this on the same machine, whatever the gateway does: a reference beside target 6's verdict.
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PACK_EXTENSION } from '@deckmill/storage';
import { S3ObjectStorage } from '@deckmill/storage/s3';
import type { ExternalS3 } from './product-processes';

export interface ReadCeiling {
  readonly objects: number;
  readonly bytes: number;
  readonly seconds: number;
  /** CPU seconds of the S3 server while curl read. */
  readonly serverCpuSeconds: number;
}

function curlEach(configFile: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const curl = spawn('curl', ['-sS', '-K', configFile, '-w', '%{size_download}\\n'], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    curl.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    curl.on('error', reject);
    curl.on('close', (code) => {
      if (code !== 0) return reject(new Error(`curl exited ${code}`));
      resolve(
        out
          .trim()
          .split('\n')
          .map(Number)
          .reduce((sum, bytes) => sum + bytes, 0),
      );
    });
  });
}

/** Reads every pack in `bucket` with curl; `serverCpu` answers the S3 server's CPU seconds so far. */
export async function s3ReadCeiling(
  s3: Omit<ExternalS3, 'stop'>,
  bucket: string,
  serverCpu: () => number,
): Promise<ReadCeiling> {
  const storage = new S3ObjectStorage({ ...s3, bucket });
  const urls: string[] = [];
  for await (const object of storage.list('')) {
    if (object.key.endsWith(PACK_EXTENSION)) {
      urls.push(await storage.presignedGetUrl(object.key, { expiresSeconds: 3600 }));
    }
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'deckmill-s3-ceiling-'));
  try {
    const config = path.join(dir, 'urls.txt');
    await writeFile(config, urls.map((url) => `url = "${url}"\noutput = "/dev/null"\n`).join(''));
    const cpuBefore = serverCpu();
    const started = performance.now();
    const bytes = await curlEach(config);
    const seconds = (performance.now() - started) / 1000;
    return { objects: urls.length, bytes, seconds, serverCpuSeconds: serverCpu() - cpuBefore };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
