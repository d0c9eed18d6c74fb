import { ServiceException } from '@deckmill/messaging';

/** Another user's template, a missing one and one the user may not touch all look the same: 404. */
export function templateNotFound(): ServiceException {
  return new ServiceException({ status: 404, error: 'Template not found.', code: 'template_not_found' });
}

/** A 422 keyed by the upload form's field (`name`, `file`, `team_id`). */
export function fieldError(field: 'name' | 'file' | 'team_id', message: string): ServiceException {
  return new ServiceException({ status: 422, error: message, errors: { [field]: [message] } });
}
