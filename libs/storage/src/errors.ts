export class ObjectNotFoundError extends Error {
  override readonly name = 'ObjectNotFoundError';
  constructor(readonly key: string) {
    super(`No object stored under "${key}"`);
  }
}

export class InvalidObjectKeyError extends Error {
  override readonly name = 'InvalidObjectKeyError';
  constructor(
    readonly key: string,
    reason: string,
  ) {
    super(`Invalid object key ${JSON.stringify(key)}: ${reason}`);
  }
}

export class ObjectSizeMismatchError extends Error {
  override readonly name = 'ObjectSizeMismatchError';
  constructor(
    readonly expected: number,
    readonly received: number,
  ) {
    super(
      `Expected ${expected} bytes but the stream ${received > expected ? 'has more' : `ended after ${received}`}`,
    );
  }
}

export class InvalidRangeError extends Error {
  override readonly name = 'InvalidRangeError';
  constructor(reason: string) {
    super(`Invalid byte range: ${reason}`);
  }
}

/** An encrypted object failed its integrity check: damaged, modified, truncated or moved from another key. */
export class ObjectIntegrityError extends Error {
  override readonly name = 'ObjectIntegrityError';
  constructor(
    readonly key: string,
    readonly frame: number,
  ) {
    super(
      `Object "${key}" failed its integrity check at frame ${frame}: the file was modified, truncated or damaged`,
    );
  }
}

/** An encrypted object was written under another storage key than the one configured. */
export class ObjectKeyMismatchError extends Error {
  override readonly name = 'ObjectKeyMismatchError';
  constructor(
    readonly key: string,
    readonly fileKeyFingerprint: string,
    readonly configuredKeyFingerprint: string,
  ) {
    super(
      `Object "${key}" is encrypted under another storage key (fingerprint ${fileKeyFingerprint}) than STORAGE_ENCRYPTION_KEY or DATA_DIR's storage-encryption-key (fingerprint ${configuredKeyFingerprint}); nothing can be read without that key`,
    );
  }
}

/** The object under a key is no longer the one a caller stat'ed (another size or ETag): it was replaced. */
export class ObjectChangedError extends Error {
  override readonly name = 'ObjectChangedError';
  constructor(
    readonly key: string,
    reason: string,
  ) {
    super(`Object "${key}" changed since it was looked at: ${reason}`);
  }
}
