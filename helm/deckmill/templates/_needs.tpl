{{/*
What each service's code reads and reaches (libs/config/src/apps/*.config.ts, docs/configuration.md): its
secrets (DATABASE_URL and SMTP_URL are added by database and smtp), S3, the internet (outbound: code that may
call it: SSO issuers, image URLs, webhooks; its NetworkPolicy allows it only with services.<name>.internetEgress),
LibreOffice (office: the image with it), the durable consumer KEDA scales it on, and migratedBy: the
target whose migration Job migrates the schema it shares (one Job per schema).
*/}}
{{- define "deckmill.needs" -}}
gateway: { secrets: [SESSION_SECRET, S3_ACCESS_KEY, S3_SECRET_KEY], s3: true, ingress: true, outbound: true }
identity: { secrets: [SESSION_SECRET], database: true }
teams: { database: true }
templates: { secrets: [S3_ACCESS_KEY, S3_SECRET_KEY], database: true, s3: true, office: true }
# Generation's request/reply API and light consumers (HPA on CPU); its Job migrates the generation schema.
generation-api:
  secrets: [S3_ACCESS_KEY, S3_SECRET_KEY, ROW_ENCRYPTION_KEYS]
  database: true
  s3: true
  outbound: true
# The chunk renderers: the same schema (no Job of their own), scaled by KEDA on generation-render's lag.
generation-worker:
  secrets: [S3_ACCESS_KEY, S3_SECRET_KEY, ROW_ENCRYPTION_KEYS]
  database: true
  migratedBy: generation-api
  s3: true
  outbound: true
  jobConsumer: generation-render
billing: { database: true }
admin: { database: true }
mail: { secrets: [S3_ACCESS_KEY, S3_SECRET_KEY], database: true, s3: true, smtp: true }
webhooks: { secrets: [WEBHOOK_SECRET_KEY], database: true, outbound: true }
converter: { secrets: [S3_ACCESS_KEY, S3_SECRET_KEY], s3: true, office: true, jobConsumer: converter-convert }
{{- end -}}
