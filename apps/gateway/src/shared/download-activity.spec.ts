import type { MessageBus } from '@deckmill/messaging';
import { ApiError } from '@deckmill/server-kit';
import { DownloadActivity } from './download-activity';

const facts = {
  batchId: '5b0f6a2e-9c1d-4f7e-8a2b-1c3d4e5f6a7b',
  ownerId: '7e4af719-36ed-41e9-9aca-5f07fb2b632d',
  templateTeamId: null,
  format: 'pptx_zip' as const,
  via: 'app' as const,
};

describe('DownloadActivity', () => {
  it('publishes the download with its time and a fresh message id, and waits for it', async () => {
    let stored: () => void = () => undefined;
    const publishEvent = jest.fn(() => new Promise<void>((resolve) => (stored = resolve)));
    let done = false;
    const recording = new DownloadActivity({ publishEvent } as unknown as MessageBus)
      .record('presentation.downloaded', facts)
      .then(() => (done = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(done).toBe(false);
    stored();
    await recording;
    expect(publishEvent).toHaveBeenCalledWith(
      'presentation.downloaded',
      { ...facts, occurredAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) },
      { messageId: expect.stringMatching(/^presentation\.downloaded:[0-9a-f-]{36}$/) },
    );
  });

  it('tries once more with the same message id when the first publish fails', async () => {
    const publishEvent = jest.fn().mockRejectedValueOnce(new Error('blip')).mockResolvedValue(undefined);
    await new DownloadActivity({ publishEvent } as unknown as MessageBus).record(
      'presentation.downloaded',
      facts,
    );
    expect(publishEvent).toHaveBeenCalledTimes(2);
    expect(publishEvent.mock.calls[1][2]).toEqual(publishEvent.mock.calls[0][2]);
  });

  it('refuses the download with 503 when it cannot be recorded', async () => {
    const publishEvent = jest.fn().mockRejectedValue(new Error('bus down'));
    const activity = new DownloadActivity({ publishEvent } as unknown as MessageBus);
    const warn = jest.spyOn(activity['logger'], 'warn').mockImplementation(() => undefined);
    const refusal = await activity.record('presentation.downloaded', facts).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect((refusal as ApiError).getStatus()).toBe(503);
    expect((refusal as ApiError).body.error).toMatch(/could not be recorded/);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('bus down'));
  });
});
