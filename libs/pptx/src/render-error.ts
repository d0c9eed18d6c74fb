import { DataError } from '@deckmill/csv/data';
import { isTemplateError } from './errors';
import { ImageArchiveError } from './images/image-files';

/** Whose fault a deck that cannot be made is: the row's data, the template, or the pictures uploaded with it. */
export type RenderErrorKind = 'data' | 'template' | 'images';

/**
 * A deck the engine cannot make from these inputs. The same row, template and pictures fail the same way every
 * time, so trying again never helps: `heals` is false, which the bus's settlement reads too (`cannotHeal` in
 * `@deckmill/messaging`). Storage, the bus and timeouts are never RenderErrors: they may heal.
 * `message` is written for the user, as the errors it wraps are.
 */
export class RenderError extends Error {
  override readonly name = 'RenderError';
  readonly heals = false;

  constructor(
    readonly kind: RenderErrorKind,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/**
 * The error as a RenderError when the inputs are at fault (the engine's DataError, TemplateError and
 * ImageArchiveError, or a RenderError already), also when a caller wrapped it (its `cause` chain, as deep as
 * the bus's `cannotHeal` looks, so the chunk and the settlement agree); undefined for anything else, which
 * may heal.
 */
export function renderErrorOf(error: unknown): RenderError | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const own = inputFault(current);
    if (own) return own;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

function inputFault(error: unknown): RenderError | undefined {
  if (error instanceof RenderError) return error;
  if (error instanceof DataError) return new RenderError('data', error.message, { cause: error });
  if (isTemplateError(error)) return new RenderError('template', error.message, { cause: error });
  if (error instanceof ImageArchiveError) return new RenderError('images', error.message, { cause: error });
  return undefined;
}

/**
 * Whether trying again could change the outcome: false for the inputs' faults, true for everything else
 * (storage or a database away, the bus, a timeout, and an error nobody classified, which is retried as before).
 */
export function canHeal(error: unknown): boolean {
  return renderErrorOf(error) === undefined;
}
