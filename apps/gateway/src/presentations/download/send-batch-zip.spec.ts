import type { AddressInfo } from 'node:net';
import express from 'express';
import type { RpcClient } from '@deckmill/messaging';
import { ApiError } from '@deckmill/server-kit';
import type { ObjectStorage } from '@deckmill/storage';
import type { DownloadAudit } from './send-row-file';
import { sendBatchZip } from './send-batch-zip';

type Page = {
  entries: { row: number; key: string; fileName: string; sizeBytes?: number }[];
  next: number | null;
};

/** The ZIP route over a real HTTP server, its generation answering `pages` (by afterRow) and nothing stored. */
async function headOfZip(pages: Record<number, Page>): Promise<{ status: number; length: string | null }> {
  const rpc = {
    call: async (_name: string, request: { afterRow: number }) => {
      const page = pages[request.afterRow] ?? { entries: [], next: null };
      return { zipName: 'batch.zip', entries: page.entries, nextAfterRow: page.next };
    },
  } as unknown as RpcClient;
  const audit = { activity: { record: async () => undefined }, via: 'app' } as unknown as DownloadAudit;
  const app = express();
  app.all('/zip', (req, res) => {
    sendBatchZip(rpc, {} as ObjectStorage, 'user', 'batch', req, res, audit).catch((error: unknown) => {
      res.status(error instanceof ApiError ? error.getStatus() : 500).json({ error: String(error) });
    });
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const res = await fetch(`http://127.0.0.1:${port}/zip`, { method: 'HEAD' });
    return { status: res.status, length: res.headers.get('content-length') };
  } finally {
    server.close();
  }
}

describe('sendBatchZip', () => {
  it('serves a batch whose first page has no file yet but a later one has', async () => {
    const later = { entries: [{ row: 1001, key: 'k', fileName: 'a.pdf', sizeBytes: 3 }], next: null };
    const answer = await headOfZip({ 0: { entries: [], next: 1000 }, 1000: later });
    expect(answer.status).toBe(200);
    expect(Number(answer.length)).toBeGreaterThan(3);
  });

  it('answers 404 when no page has a file', async () => {
    expect(
      (await headOfZip({ 0: { entries: [], next: 1000 }, 1000: { entries: [], next: null } })).status,
    ).toBe(404);
  });
});
