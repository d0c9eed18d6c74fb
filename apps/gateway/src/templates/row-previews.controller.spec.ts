import { Readable, Writable } from 'node:stream';
import type { Request, Response } from 'express';
import { RpcClient, ServiceException } from '@deckmill/messaging';
import type { ObjectStorage } from '@deckmill/storage';
import type { Principal } from '../auth';
import { RowPreviewsController, rowPreviewResponse } from './row-previews.controller';

const HASH = 'b'.repeat(64);

describe('rowPreviewResponse', () => {
  it("links each slide to the gateway's own route, by template, hash and number", () => {
    const answer = rowPreviewResponse(12, {
      status: 'ready',
      hash: HASH,
      cached: true,
      slides: [
        { slide: 1, width: 640, height: 360 },
        { slide: 2, width: 640, height: 480 },
      ],
      notes: ['The picture for "logo" was kept.'],
    });
    expect(answer).toEqual({
      status: 'ready',
      cached: true,
      slides: [
        { url: `/api/app/templates/12/row_previews/${HASH}/1`, width: 640, height: 360 },
        { url: `/api/app/templates/12/row_previews/${HASH}/2`, width: 640, height: 480 },
      ],
      notes: ['The picture for "logo" was kept.'],
    });
  });

  it('says plainly that previews need LibreOffice, and how to install it on Debian and macOS', () => {
    const answer = rowPreviewResponse(12, { status: 'unavailable' });
    expect(answer).toMatchObject({
      status: 'unavailable',
      reason: 'Previews need LibreOffice on the server.',
    });
    const hint = answer.status === 'unavailable' ? answer.install_hint : '';
    expect(hint).toContain('apt-get install libreoffice-impress poppler-utils');
    expect(hint).toContain('brew install --cask libreoffice');
    expect(hint).toContain('brew install poppler');
  });
});

describe('RowPreviewsController', () => {
  const principal = { userId: '6f1c2d4e-8a9b-4c3d-9e2f-1a2b3c4d5e6f' } as Principal;
  const body = (values: unknown) => ({ body: { values } }) as Request;

  function controller(call: () => Promise<unknown>) {
    const rpc = { call } as unknown as RpcClient;
    return new RowPreviewsController(rpc, {} as ObjectStorage);
  }

  it('answers 504 with "try again" when the preview outlasts its deadline', async () => {
    const slow = controller(() =>
      Promise.reject(new ServiceException({ kind: 'timeout', code: 'rpc_timeout', error: 'too slow' })),
    );
    await expect(slow.render(principal, '3', body({ name: 'Acme' }))).rejects.toMatchObject({
      status: 504,
      response: { error: 'The preview is taking longer than usual. Try again in a moment.' },
    });
  });

  it('refuses more than 256 KB of values before asking the templates service', async () => {
    const call = jest.fn(() => Promise.resolve({ status: 'unavailable' }));
    const large = controller(call);
    await expect(large.render(principal, '3', body({ name: 'x'.repeat(300 * 1024) }))).rejects.toMatchObject({
      status: 413,
    });
    expect(call).not.toHaveBeenCalled();
  });

  it('counts the bytes of the values, not their characters', async () => {
    const call = jest.fn(() => Promise.resolve({ status: 'unavailable' }));
    // 150 K characters of two bytes each: 300 KB.
    await expect(
      controller(call).render(principal, '3', body({ name: 'é'.repeat(150 * 1024) })),
    ).rejects.toMatchObject({ status: 413 });
    expect(call).not.toHaveBeenCalled();
  });

  it('ends the storage stream of a slide when the client goes away mid-way', async () => {
    const picture = new Readable({ read: () => picture.push(Buffer.alloc(1024)) });
    const storage = { getStream: () => Promise.resolve(picture) } as unknown as ObjectStorage;
    const rpc = { call: () => Promise.resolve({ key: 'k' }) } as unknown as RpcClient;
    const res = new Writable({
      write: (_chunk, _encoding, done) => {
        res.destroy();
        done();
      },
    });
    Object.assign(res, { headersSent: true, setHeader: () => res });
    await new RowPreviewsController(rpc, storage).slide(
      principal,
      '3',
      HASH,
      '1',
      res as unknown as Response,
    );
    expect(picture.destroyed).toBe(true);
  });
});
