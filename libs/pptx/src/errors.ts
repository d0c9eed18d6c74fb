// Every way a user's file can be refused, each with a message a non-technical user understands.
export type TemplateErrorCode =
  | 'not_a_zip'
  | 'corrupt'
  | 'not_a_presentation'
  | 'encrypted'
  | 'too_large'
  | 'zip_bomb'
  | 'unsafe_path'
  | 'duplicate_entry'
  | 'unsupported'
  | 'doctype_forbidden'
  | 'malformed_xml'
  | 'template_syntax';

export class TemplateError extends Error {
  override readonly name = 'TemplateError';

  constructor(
    readonly code: TemplateErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export function isTemplateError(error: unknown): error is TemplateError {
  return error instanceof TemplateError;
}
