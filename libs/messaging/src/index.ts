// The messaging library's public API: the bus port and its two adapters, request context, and
// request/reply (client, handler decorator, error protocol, Nest module and transports), and the @OnEvent /
// @OnJob decorators the module discovers.
export * from './ports';
export {
  REQUEST_ID_HEADER,
  USER_ID_HEADER,
  contextFromHeaders,
  contextHeaders,
  currentRequestContext,
  newRequestId,
  runWithRequestContext,
  setRequestActor,
  setRequestVia,
  ACTOR_HEADER,
  CLIENT_IP_HEADER,
  USER_AGENT_HEADER,
  type RequestActor,
  type RequestContext,
} from './context/request-context';
export { InvalidMessageError } from './core/invalid-message.error';
export { activeTraceIds } from './tracing/message-tracing';
export { DEFAULT_RETENTION, type StreamRetention } from './core/retention';
export type { StreamLimits, StreamSettings } from './core/stream-settings';
export { DAY_OF_RETRIES, retryFor, type RetrySchedule } from './core/retry-schedule';
export { JetStreamBus, type JetStreamBusOptions } from './jetstream/jetstream-bus';
export { jetStreamNames } from './jetstream/names';
export {
  DeadLetterAdmin,
  type DeadLetterSelection,
  type StoredDeadLetter,
} from './jetstream/dead-letter-admin';
export { InProcessBus, type InProcessBusOptions } from './in-process/in-process-bus';
export { RpcClient, type RpcCallOptions } from './rpc/rpc-client';
export { WaitInsideTransactionError } from './rpc/transaction-guard';
export { RpcHandler, type RpcPayload } from './rpc/rpc-handler.decorator';
export { ServiceException } from './rpc/service-exception';
export { DomainException, isDomainError } from './rpc/domain-exception';
export { InProcessRpcRegistry } from './rpc/in-process/in-process-rpc-registry';
export { MessagingModule } from './nest/messaging.module';
export {
  OnEvent,
  OnJob,
  messageHandlerOf,
  type EventDelivery,
  type HandlerOptions,
  type JobDelivery,
  type MessageHandlerMetadata,
} from './nest/on-message.decorator';
export { MESSAGING_OPTIONS, type MessagingModuleOptions } from './nest/messaging-options';
export { rpcTransport } from './nest/messaging-factories';
export { startRpcTransport } from './nest/start-rpc-transport';
export { OutboxWriter } from './outbox/outbox-writer';
export { OutboxRelay, type OutboxRelayOptions } from './outbox/outbox-relay';
export { OutboxModule } from './outbox/outbox.module';
export {
  addOutboxHeaders,
  createOutboxTable,
  dropOutboxHeaders,
  dropOutboxTable,
  outboxTable,
} from './outbox/outbox-table';
export type { OutboxMessage } from './outbox/outbox-message';
export { isInfrastructureFailure } from './core/infrastructure-failure';
export { dependencyOutage, OUTAGE_RETRY_AFTER_SECONDS } from './rpc/dependency-outage';
export { cannotHeal } from './core/lasting-failure';
