import { request as httpRequest } from 'node:http';
import type { TestClient } from '@deckmill/server-harness';

const BOUNDARY = 'streamed-upload';
const CHUNK = Buffer.alloc(1024 * 1024, 7);

export interface StreamedAnswer {
  status: number;
  body: { errors?: Record<string, string[]> };
  /** Whether the client had written the whole request when the answer's head arrived. */
  answeredAfterLastByte: boolean;
}

/**
 * POST /api/app/templates over a raw connection, writing a file of `fileBytes` a megabyte at a time with
 * backpressure, and noting whether the gateway answered only once the request had been written to its end.
 */
export async function streamTemplateUpload(client: TestClient, fileBytes: number): Promise<StreamedAnswer> {
  await client.get('/api/session');
  const csrf = client.cookie('dm_csrf') ?? '';
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="template[file]"; filename="huge.pptx"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  let written = false;
  return new Promise((resolve, reject) => {
    const req = httpRequest(new URL('/api/app/templates', client.baseUrl), {
      method: 'POST',
      headers: {
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        'content-length': String(head.length + fileBytes + tail.length),
        'x-csrf-token': csrf,
        cookie: `dm_csrf=${csrf}; dm_session=${client.cookie('dm_session') ?? ''}`,
      },
    });
    req.on('error', reject);
    req.on('response', (response) => {
      const answeredAfterLastByte = written;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as StreamedAnswer['body'],
          answeredAfterLastByte,
        }),
      );
    });
    req.write(head);
    let left = fileBytes;
    const pump = (): void => {
      while (left > 0) {
        const size = Math.min(left, CHUNK.length);
        left -= size;
        if (!req.write(CHUNK.subarray(0, size))) {
          req.once('drain', pump);
          return;
        }
      }
      req.end(tail, () => {
        written = true;
      });
    };
    pump();
  });
}
