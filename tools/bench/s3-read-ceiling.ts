// What the S3 stand-in itself serves: every pack in the bench's bucket (the batch's: each run starts a new S3
// server, and bench:batch makes no other batch there), fetched by curl (a bare client in its own
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

/** Fetches every URL of the config file; answers their bytes, once every one was answered 200. */
function curlEach(configFile: string, count: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const args = ['-sS', '--fail', '--fail-early', '--globoff', '-K', configFile];
    const curl = spawn('curl', [...args, '-w', '%{http_code} %{size_download}\\n'], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    curl.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    curl.on('error', reject);
    curl.on('close', (code) => {
      const answers = out
        .trim()
        .split('\n')
        .map((line) => line.split(' ').map(Number));
      if (code !== 0 || answers.length !== count || answers.some(([status]) => status !== 200)) {
        reject(new Error(`curl exited ${code} with ${answers.length} of ${count} packs: ${out.slice(-200)}`));
        return;
      }
      resolve(answers.reduce((sum, [, bytes = 0]) => sum + bytes, 0));
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
    const bytes = await curlEach(config, urls.length);
    const seconds = (performance.now() - started) / 1000;
    return { objects: urls.length, bytes, seconds, serverCpuSeconds: serverCpu() - cpuBefore };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
