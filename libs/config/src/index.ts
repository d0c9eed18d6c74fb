export { loadConfig, type Environment } from './load-config';
export { loadConfigOrExit, type ExitOnBadConfig } from './load-config-or-exit';
export { ConfigValidationError, type ConfigIssue } from './config-validation-error';
export {
  Variable,
  describeVariables,
  type VariableOptions,
  type VariableDescriptor,
} from './variable.decorator';
export { DefaultFrom } from './derived-default.decorator';
export { ToBoolean, ToInteger } from './transforms';
export { ConfigBase, type Constructor } from './mixin';
export { IsUrlWithScheme } from './validators/is-url-with-scheme';
export type { TrustProxySetting } from './validators/is-trust-proxy';

export { WithRuntime, NODE_ENVS, LOG_LEVELS, type NodeEnv, type LogLevel } from './groups/runtime.variables';
export { WithRunMode, RUN_MODES, type RunMode } from './groups/run-mode.variables';
export { WithHttpServer } from './groups/http-server.variables';
export { WithHttpTimeouts } from './groups/http-timeouts.variables';
export { WithPublicUrl } from './groups/public-url.variables';
export { WithDatabase, DATABASE_SSL_MODES, type DatabaseSslMode } from './groups/database.variables';
export { WithRowEncryption } from './groups/row-encryption.variables';
export { WithNats } from './groups/nats.variables';
export { WithS3, S3_SSE_MODES, type S3SseMode } from './groups/s3.variables';
export { WithSmtp } from './groups/smtp.variables';
export { WithSessionSecret, SESSION_SECRET_MIN_LENGTH } from './groups/session.variables';
export { WithAdminBootstrap } from './groups/admin-bootstrap.variables';
export { WithGenerationWorker } from './groups/generation-worker.variables';
export { WithWebRoot } from './groups/web-root.variables';
export { WithSlidePreviews } from './groups/slide-previews.variables';
export { WithOutbound } from './groups/outbound.variables';
export { WithOfficeSandbox } from './groups/office-sandbox.variables';
export { WithPdfOutput } from './groups/pdf-output.variables';
export { WithImageSources } from './groups/image-sources.variables';
export { WithAuditRetention } from './groups/audit-retention.variables';
export { WithDownloads, DOWNLOAD_REDIRECTS, type DownloadRedirect } from './groups/downloads.variables';
export { WithTracing } from './groups/tracing.variables';
export { WithLocalMode, isLoopbackHost } from './groups/local-mode.variables';

export { RunModeConfig } from './apps/run-mode.config';
export { ProcessConfig } from './apps/process.config';
export { TracingConfig } from './apps/tracing.config';
export { SchemaPrefixConfig } from './apps/schema-prefix.config';
export { EmbeddedConfig } from './apps/embedded.config';
export { resolveEmbeddedSessionSecret } from './apps/embedded-session-secret';
export { resolveEmbeddedWebhookSecretKey } from './apps/embedded-webhook-secret-key';
export {
  resolveEmbeddedStorageKey,
  resolveEmbeddedRowKeys,
  STORAGE_ENCRYPTION_KEY_FILE,
  ROW_ENCRYPTION_KEYS_FILE,
} from './apps/embedded-encryption-keys';
export { GatewayConfig } from './apps/gateway.config';
export { IdentityConfig } from './apps/identity.config';
export { TeamsConfig } from './apps/teams.config';
export { TemplatesConfig } from './apps/templates.config';
export { GenerationConfig } from './apps/generation.config';
export { BillingConfig } from './apps/billing.config';
export { AdminConfig } from './apps/admin.config';
export { MailConfig } from './apps/mail.config';
export { WebhooksConfig } from './apps/webhooks.config';
export { ConverterConfig } from './apps/converter.config';
