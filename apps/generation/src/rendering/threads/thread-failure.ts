import { RenderError, renderErrorOf } from '@deckmill/pptx';
import type { ThreadFailure } from './render-thread-messages';

/** An error as it crosses between threads: the engine's input faults keep their kind, others their code and stack. */
export function failureOf(error: unknown): ThreadFailure {
  const fault = renderErrorOf(error);
  if (fault) return { message: fault.message, renderKind: fault.kind };
  if (!(error instanceof Error)) return { message: String(error) };
  const { code } = error as { code?: unknown };
  return {
    message: error.message,
    ...(error.stack ? { stack: error.stack } : {}),
    ...(typeof code === 'string' ? { code } : {}),
  };
}

/** The error a thread reported, with its stack and code for the logs. */
export function errorOf(failure: ThreadFailure): Error {
  const error = failure.renderKind
    ? new RenderError(failure.renderKind, failure.message)
    : new Error(failure.message);
  if (failure.stack) error.stack = failure.stack;
  return failure.code ? Object.assign(error, { code: failure.code }) : error;
}
