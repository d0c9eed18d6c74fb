import { ServiceException } from '@deckmill/messaging';

/** The ServiceException a promise rejects with (fails the spec if it resolves or rejects otherwise). */
export async function serviceFailure(promise: Promise<unknown>): Promise<ServiceException> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof ServiceException))
    throw new Error(`expected a ServiceException, got ${String(error)}`);
  return error;
}
