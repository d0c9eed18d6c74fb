import { Readable, Writable } from 'node:stream';
import type { Response } from 'express';
import type { MessageBus } from '@deckmill/messaging';
import { ApiError } from '@deckmill/server-kit';
import { DownloadLinkSigner, packSliceKey, type FileUrlSigner, type ObjectStorage } from '@deckmill/storage';
import { DownloadActivity } from '../shared';
import { DownloadLinksController, REDIRECT_LINK_SECONDS } from './download-links.controller';

const OWNER = '7e4af719-36ed-41e9-9aca-5f07fb2b632d';
const signer = new DownloadLinkSigner('secret');
const token = signer
  .sign(
    {
      key: 'templates/t/source.pptx',
      downloadName: 'Offer.pptx',
      record: {
        event: 'template.downloaded',
        facts: { templateId: 7, ownerId: OWNER, teamId: null, name: 'Offer' },
      },
    },
    60,
  )
  .slice('/api/links/'.length);

/** Enough of Express's Response for the route: what was sent, where it redirected. */
class FakeResponse extends Writable {
  statusCode = 0;
  headers: Record<string, string> = {};
  redirectedTo: string | undefined;
  body = Buffer.alloc(0);
  headersSent = false;
  override _write(chunk: Buffer, _encoding: string, done: () => void): void {
    this.body = Buffer.concat([this.body, chunk]);
    done();
  }
  status(code: number): this {
    this.statusCode = code;
    return this;
  }
  set(headers: Record<string, string> | string, value?: string): this {
    if (typeof headers === 'string') this.headers[headers] = value ?? '';
    else Object.assign(this.headers, headers);
    return this;
  }
  setHeader(name: string, value: string): this {
    return this.set(name, value);
  }
  redirect(code: number, url: string): void {
    this.statusCode = code;
    this.redirectedTo = url;
  }
}

function route(options: { publish: () => Promise<void>; filesystem: boolean }) {
  const storage = {
    stat: async () => ({ size: 5, contentType: 'application/octet-stream' }),
    getStream: async () => Readable.from([Buffer.from('bytes')]),
    presignedGetUrl: jest.fn(async () => 'https://s3.test/object?sig'),
  };
  const publishEvent = jest.fn(options.publish);
  const activity = new DownloadActivity({ publishEvent } as unknown as MessageBus);
  jest.spyOn(activity['logger'], 'warn').mockImplementation(() => undefined);
  const controller = new DownloadLinksController(
    storage as unknown as ObjectStorage,
    signer,
    activity,
    options.filesystem ? ({} as FileUrlSigner) : undefined,
  );
  return { controller, storage, publishEvent };
}

describe('DownloadLinksController', () => {
  it('records the download as a signed link, then redirects to a short presigned URL (S3)', async () => {
    const { controller, storage, publishEvent } = route({
      publish: async () => undefined,
      filesystem: false,
    });
    const res = new FakeResponse();
    await controller.follow(token, res as unknown as Response);
    expect(publishEvent).toHaveBeenCalledWith(
      'template.downloaded',
      expect.objectContaining({ templateId: 7, via: 'signed_link' }),
      expect.anything(),
    );
    expect(res.statusCode).toBe(302);
    expect(res.redirectedTo).toBe('https://s3.test/object?sig');
    expect(storage.presignedGetUrl).toHaveBeenCalledWith('templates/t/source.pptx', {
      expiresSeconds: REDIRECT_LINK_SECONDS,
      downloadName: 'Offer.pptx',
    });
  });

  it('streams a deck stored in a pack itself (S3): a presigned URL would hand out the whole pack', async () => {
    const { controller, storage } = route({ publish: async () => undefined, filesystem: false });
    const key = packSliceKey({
      packKey: 'presentations/b/packs/1.pack',
      start: 0,
      length: 5,
      packSize: 9,
      extension: 'pptx',
    });
    const link = signer.sign(
      {
        key,
        downloadName: 'Row 1.pptx',
        record: {
          event: 'template.downloaded',
          facts: { templateId: 7, ownerId: OWNER, teamId: null, name: 'Offer' },
        },
      },
      60,
    );
    const res = new FakeResponse();
    await controller.follow(link.slice('/api/links/'.length), res as unknown as Response);
    expect(res.statusCode).toBe(200);
    expect(res.body.toString()).toBe('bytes');
    expect(storage.presignedGetUrl).not.toHaveBeenCalled();
  });

  it('serves the file itself with the filesystem driver', async () => {
    const { controller } = route({ publish: async () => undefined, filesystem: true });
    const res = new FakeResponse();
    await controller.follow(token, res as unknown as Response);
    expect(res.statusCode).toBe(200);
    expect(res.body.toString()).toBe('bytes');
    expect(res.headers['Content-Disposition']).toContain('Offer.pptx');
  });

  it('refuses with 503 and hands out nothing when the download cannot be recorded', async () => {
    const { controller, storage } = route({
      publish: () => Promise.reject(new Error('NATS unreachable')),
      filesystem: true,
    });
    const res = new FakeResponse();
    const refusal = await controller
      .follow(token, res as unknown as Response)
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect((refusal as ApiError).getStatus()).toBe(503);
    expect(res.body.length).toBe(0);
    expect(res.redirectedTo).toBeUndefined();
    expect(storage.presignedGetUrl).not.toHaveBeenCalled();
  });
});
