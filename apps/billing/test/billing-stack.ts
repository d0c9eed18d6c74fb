import { randomUUID } from 'node:crypto';
import { RpcClient } from '@deckmill/messaging';
import { startTestStack, type TestStack, type TestStackOptions } from '@deckmill/server-harness';
import { CLOCK, type Clock } from '../src/clock/clock';

/** A test stack running billing, with the billing clock under the test's control. */
export interface BillingStack {
  stack: TestStack;
  rpc: RpcClient;
  /** Sets the time billing sees (months, billing dates, proration). */
  setNow(iso: string): void;
  stop(): Promise<void>;
}

export async function startBillingStack(
  targets: TestStackOptions['targets'] = ['billing'],
): Promise<BillingStack> {
  const stack = await startTestStack({ targets, s3: false });
  const clock = stack.app.get<Clock>(CLOCK);
  let now = new Date();
  jest.spyOn(clock, 'now').mockImplementation(() => new Date(now));
  return {
    stack,
    rpc: stack.app.get(RpcClient),
    setNow(iso) {
      now = new Date(iso);
    },
    stop: () => stack.stop(),
  };
}

export const newUserId = (): string => randomUUID();

/** Waits until `condition` holds (events arrive asynchronously); fails after `timeoutMs`. */
export async function eventually(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  await eventuallyAsync(async () => condition(), timeoutMs);
}

export async function eventuallyAsync(condition: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
