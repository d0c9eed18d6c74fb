/**
 * The name of this Jest worker's sandbox (set by tools/jest/setup-env.js), e.g. `tlq3x9w2`: lower-case letters
 * and digits, so it fits database schema, NATS stream and S3 bucket names alike.
 */
export function testNamespace(): string {
  const namespace = process.env.DECKMILL_TEST_NAMESPACE;
  if (!namespace) {
    throw new Error(
      'DECKMILL_TEST_NAMESPACE is not set: run the tests through Jest (tools/jest/setup-env.js sets it)',
    );
  }
  return namespace;
}
