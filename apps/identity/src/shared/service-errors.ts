import { DomainErrors } from '@deckmill/bus-contracts';
import { DomainException } from '@deckmill/messaging';

/** One invalid field, keyed by identity's own field name (the gateway names it for the form). */
export function fieldError(code: string, field: string, message: string): DomainException {
  return new DomainException(DomainErrors.invalid(code, field, message));
}

export function notFound(code: string, message: string): DomainException {
  return new DomainException(DomainErrors.notFound(code, message));
}
