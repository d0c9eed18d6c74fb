import { DomainErrors } from '@deckmill/bus-contracts';
import { DomainException } from '@deckmill/messaging';

/** Another user's template, a missing one and one the user may not touch all look the same: not found. */
export function templateNotFound(): DomainException {
  return new DomainException(DomainErrors.notFound('template_not_found', 'Template not found.'));
}

/** The template's record is there but its file is not: nothing to copy or read, said plainly. */
export function templateFileMissing(): DomainException {
  return new DomainException(
    DomainErrors.notFound('template_file_missing', 'This template file is not in storage.'),
  );
}

/** One invalid field of an upload, by the templates domain's field name (`name`, `file`, `teamId`). */
export function fieldError(
  code: string,
  field: 'name' | 'file' | 'teamId',
  message: string,
): DomainException {
  return new DomainException(DomainErrors.invalid(code, field, message));
}
