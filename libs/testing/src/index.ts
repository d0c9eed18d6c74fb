export { freePort } from './free-port';
export { startNatsServer, type TestNatsServer } from './nats-server';
export { startPostgresServer, type TestPostgresServer } from './postgres-server';
export { testNamespace } from './test-namespace';
export { startS3Server, type InProcessS3Server, type TestS3Server } from './s3-server';
export { startSmtpSink, type SmtpSink, type ReceivedMail } from './smtp-sink';
export { FIXTURE_DECKS_DIR, fixtureDeck } from './fixture-decks';
export { eventually, type EventuallyOptions } from './eventually';
export { compoundFile, type CompoundStream } from './compound-file';
export { takeCpuTurn } from './cpu-turn';
export { jsonSchemaProblems, type JsonSchema } from './json-schema';
export {
  selfSignedCertificate,
  startWebhookReceiver,
  type ReceivedWebhook,
  type SelfSignedCertificate,
  type WebhookReceiver,
} from './https-receiver';
export { solidPng, readPpm, closeColour, type Pixmap } from './images';
export { TEST_ROW_ENCRYPTION_KEYS, TEST_STORAGE_ENCRYPTION_KEY } from './encryption-keys';
export {
  startOidcProvider,
  type IdTokenMode,
  type OidcProviderOptions,
  type OidcTestAccount,
  type OidcTestProvider,
} from './oidc/start-oidc-provider';
export { REPO_ROOT, startTsProcess, until, type TsProcess } from './ts-process';
export { heldRendering, type HeldRendering } from './held-rendering';
export { serverSentBlocks, type ServerSentBlock, type ServerSentEvent } from './server-sent-events';
export { seededRandom } from './seeded-random';
