import { testNamespace } from '../src/test-namespace';

describe('testNamespace', () => {
  const original = process.env.DECKMILL_TEST_NAMESPACE;
  afterEach(() => {
    process.env.DECKMILL_TEST_NAMESPACE = original;
  });

  it("returns this worker's namespace, usable in schema and bucket names", () => {
    expect(testNamespace()).toBe(original);
    expect(testNamespace()).toMatch(/^[a-z0-9]+$/);
  });

  it('says how to get one when it is not set', () => {
    delete process.env.DECKMILL_TEST_NAMESPACE;
    expect(() => testNamespace()).toThrow(/DECKMILL_TEST_NAMESPACE is not set/);
  });
});
