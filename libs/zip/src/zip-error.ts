/** Why an archive was refused; each reader's caller words the refusal for its own users. */
export type ZipErrorCode =
  'not_a_zip' | 'corrupt' | 'encrypted' | 'unsupported' | 'zip_bomb' | 'unsafe_path' | 'duplicate_entry';

/**
 * A refused archive. `detail` says more: what is damaged (`corrupt`), `split` or `method` (`unsupported`),
 * `entries` when there are too many (`zip_bomb`, else empty), the entry's name (`unsafe_path`, `duplicate_entry`).
 */
export class ZipError extends Error {
  override readonly name = 'ZipError';

  constructor(
    readonly code: ZipErrorCode,
    readonly detail = '',
  ) {
    super(detail ? `ZIP archive refused (${code}): ${detail}` : `ZIP archive refused (${code})`);
  }
}

export function isZipError(error: unknown): error is ZipError {
  return error instanceof ZipError;
}
