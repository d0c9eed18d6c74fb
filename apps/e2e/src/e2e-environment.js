// Node's test environment plus one thing for browser journeys: when a test fails, the product processes it
// started print the end of their output under the failure. A journey that timed out in a CI log otherwise says
// only which wait ran out, not what the server was doing meanwhile.
const { TestEnvironment } = require('jest-environment-node');

const TAIL_CHARS = 6_000;

class E2eEnvironment extends TestEnvironment {
  async handleTestEvent(event) {
    if (event.name !== 'test_done' || event.test.errors.length === 0) return;
    const products = this.global.__deckmillLiveProducts;
    if (!products || products.size === 0) return;
    for (const product of products) {
      const output = product.output();
      const tail = output.length > TAIL_CHARS ? `[...]\n${output.slice(-TAIL_CHARS)}` : output;
      process.stderr.write(
        `\n--- ${event.test.name} failed; the product at ${product.baseUrl} printed (LOG_LEVEL=warn):\n` +
          `${tail || '(nothing)'}\n--- end of the product's output\n`,
      );
    }
  }
}

module.exports = E2eEnvironment;
