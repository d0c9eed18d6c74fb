import { ServiceException } from '@deckmill/messaging';

/** A 422 with one field error, the field key as the gateway answers it (e.g. `user.email`). */
export function fieldError(field: string, message: string): ServiceException {
  return new ServiceException({ status: 422, error: message, errors: { [field]: [message] } });
}

export function notFound(message = 'Not found.'): ServiceException {
  return new ServiceException({ status: 404, error: message, errors: {} });
}
