// Integration suites need the machine's PostgreSQL (127.0.0.1:5432) and NATS JetStream (127.0.0.1:4222).
// Start them when they are installed but stopped; otherwise fail with a message that says what to start.
const { ensureLocalServices } = require('../services/ensure-services');

module.exports = async function globalSetup() {
  process.env.DECKMILL_TEST_RUN = process.env.DECKMILL_TEST_RUN ?? `${Date.now().toString(36)}`;
  await ensureLocalServices();
};
