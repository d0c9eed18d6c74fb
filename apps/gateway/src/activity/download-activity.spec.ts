import type { MessageBus } from '@deckmill/messaging';
import { DownloadActivity } from './download-activity';

const facts = {
  batchId: '5b0f6a2e-9c1d-4f7e-8a2b-1c3d4e5f6a7b',
  ownerId: '7e4af719-36ed-41e9-9aca-5f07fb2b632d',
  templateTeamId: null,
  format: 'pptx_zip' as const,
  via: 'app' as const,
};

describe('DownloadActivity', () => {
  it('publishes the download with its time and a fresh message id', async () => {
    const publishEvent = jest.fn().mockResolvedValue(undefined);
    new DownloadActivity({ publishEvent } as unknown as MessageBus).announce(
      'presentation.downloaded',
      facts,
    );
    expect(publishEvent).toHaveBeenCalledWith(
      'presentation.downloaded',
      { ...facts, occurredAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) },
      { messageId: expect.stringMatching(/^presentation\.downloaded:[0-9a-f-]{36}$/) },
    );
  });

  it('neither waits for the bus nor fails the download when publishing fails', async () => {
    let fail: (error: Error) => void = () => undefined;
    const publishEvent = jest.fn(() => new Promise<void>((_resolve, reject) => (fail = reject)));
    const activity = new DownloadActivity({ publishEvent } as unknown as MessageBus);
    const warn = jest.spyOn(activity['logger'], 'warn').mockImplementation(() => undefined);
    expect(activity.announce('presentation.downloaded', facts)).toBeUndefined();
    fail(new Error('bus down'));
    await new Promise((resolve) => setImmediate(resolve));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('bus down'));
  });
});
