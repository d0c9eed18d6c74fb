import type { JobDelivery } from '@deckmill/messaging';
import { ConverterStoppedError } from '@deckmill/office';
import { ConversionJobs } from './conversion.jobs';
import type { ConverterOptions } from '../converter.options';
import type { ConvertDeckUseCase } from './convert-deck.use-case';

const delivery = {
  data: { batchId: 'b', row: 1, deckKey: 'd.pptx', pdfKey: 'd.pdf', ownerId: 'o' },
  deliveryCount: 3,
} as unknown as JobDelivery<'converter.convert-deck'>;

function jobsWhose(execute: ConvertDeckUseCase['execute']): ConversionJobs {
  return new ConversionJobs({ execute } as ConvertDeckUseCase, {} as ConverterOptions);
}

describe('ConversionJobs, when the process stops', () => {
  it("waits for its delivery's stop and rejects with that, so the delivery is handed back, not failed", async () => {
    // Nest's order: the converter is destroyed (its jobs reject) before the consumers stop (the signal aborts).
    const consumerStop = new AbortController();
    const converting = jobsWhose(() => Promise.reject(new ConverterStoppedError()))
      .convert(delivery, { working: () => undefined, signal: consumerStop.signal })
      .catch((error: unknown) => error);
    const reason = new Error('the subscription stops');
    consumerStop.abort(reason);
    expect(await converting).toBe(reason);
  });

  it("passes the delivery's signal to the use case and any other failure through at once", async () => {
    const consumerStop = new AbortController();
    const execute = jest.fn((input: { signal?: AbortSignal }) => {
      expect(input.signal).toBe(consumerStop.signal);
      return Promise.reject(new Error('storage away'));
    });
    await expect(
      jobsWhose(execute as unknown as ConvertDeckUseCase['execute']).convert(delivery, {
        working: () => undefined,
        signal: consumerStop.signal,
      }),
    ).rejects.toThrow('storage away');
    expect(consumerStop.signal.aborted).toBe(false);
  });

  it('rethrows the stop itself when the delivery has no signal to wait for', async () => {
    const stopped = new ConverterStoppedError();
    await expect(
      jobsWhose(() => Promise.reject(stopped)).convert(delivery, { working: () => undefined }),
    ).rejects.toBe(stopped);
  });
});
