import { DomainException } from '@deckmill/messaging';

/** The domain error a promise rejects with (fails the spec if it resolves or rejects otherwise). */
export async function serviceFailure(promise: Promise<unknown>): Promise<DomainException> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof DomainException))
    throw new Error(`expected a DomainException, got ${String(error)}`);
  return error;
}
