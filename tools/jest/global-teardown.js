// Drops the schemas the integration workers of this run created, so the shared test database stays small.
const { dropTestSchemas } = require('../services/ensure-services');

module.exports = async function globalTeardown() {
  await dropTestSchemas(`t${process.env.DECKMILL_TEST_RUN}`);
};
