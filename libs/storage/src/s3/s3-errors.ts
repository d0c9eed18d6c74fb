const NOT_FOUND_CODES = new Set(['NoSuchKey', 'NotFound', 'NoSuchObject']);
const BUCKET_ALREADY_THERE = new Set(['BucketAlreadyOwnedByYou', 'BucketAlreadyExists']);

function codeOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
}

export function isS3NotFound(error: unknown): boolean {
  return NOT_FOUND_CODES.has(String(codeOf(error)));
}

export function isBucketAlreadyThere(error: unknown): boolean {
  return BUCKET_ALREADY_THERE.has(String(codeOf(error)));
}

/** S3's 416: a range that starts past the object's end. */
export function isS3InvalidRange(error: unknown): boolean {
  return String(codeOf(error)) === 'InvalidRange';
}
