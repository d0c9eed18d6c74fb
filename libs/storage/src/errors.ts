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
