// Test support for services that use the transactional outbox: read a row, crash between staging and commit,
// take the bus down, record what is staged. Imported by specs and integration tests only.
export { outboxEntry, type OutboxEntry } from './outbox-entry';
export { outboxTable } from '../outbox/outbox-table';
export { CrashAfterStaging } from './crash-after-staging';
export { busDown } from './bus-down';
export { recordingOutbox } from './recording-outbox';
export { recordSpans, parentIdOf, type SpanRecorder } from './span-recorder';
