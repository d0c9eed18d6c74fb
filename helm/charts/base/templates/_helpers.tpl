{{/*
Names, labels and environment of one Deckmill service. Every template of this library is called with
(dict "root" $ "service" "identity" "spec" $serviceValues "needs" $needs), where needs says what the
service's code reads (see the app chart's _needs.tpl): database, s3, secrets, outbound, smtp, office.
*/}}
{{- define "base.fullname" -}}
{{- printf "%s-%s" .root.Release.Name .service | trunc 63 | trimSuffix "-" -}}
{{- end -}}

{{- define "base.labels" -}}
app.kubernetes.io/name: deckmill
app.kubernetes.io/instance: {{ .root.Release.Name }}
app.kubernetes.io/component: {{ .service }}
app.kubernetes.io/part-of: deckmill
app.kubernetes.io/version: {{ .root.Chart.AppVersion | quote }}
app.kubernetes.io/managed-by: {{ .root.Release.Service }}
helm.sh/chart: {{ printf "%s-%s" .root.Chart.Name .root.Chart.Version | quote }}
{{- end -}}

{{- define "base.selector" -}}
app.kubernetes.io/instance: {{ .root.Release.Name }}
app.kubernetes.io/component: {{ .service }}
{{- end -}}

{{/*
Services that run LibreOffice use the office image; the others the slim one. A digest pins the exact image
(repository@sha256:…, the tag is then left out); services.<name>.image overrides the global one, and a
service with its own repository uses its own digest only (the global one belongs to another image).
*/}}
{{- define "base.image" -}}
{{- $image := .root.Values.image -}}
{{- $own := .spec.image | default dict -}}
{{- $office := default false .needs.office -}}
{{- $repository := $own.repository | default (ternary $image.officeRepository $image.repository $office) -}}
{{- $digest := $own.digest -}}
{{- if not $own.repository -}}
{{- $digest = $digest | default (ternary $image.officeDigest $image.digest $office) -}}
{{- end -}}
{{- if $digest -}}
{{- printf "%s@%s" $repository $digest -}}
{{- else -}}
{{- printf "%s:%s" $repository ($own.tag | default $image.tag | default .root.Chart.AppVersion) -}}
{{- end -}}
{{- end -}}

{{/* Extra pod labels (global, then the service's over them); the chart's own labels always win. */}}
{{- define "base.podLabels" -}}
{{- $own := .labels | fromYaml -}}
{{- toYaml (merge $own (.spec.podLabels | default dict) (.root.Values.podLabels | default dict)) -}}
{{- end -}}

{{/* Extra pod annotations (global, then the service's over them) after the chart's own. */}}
{{- define "base.podAnnotations" -}}
{{- $merged := merge (.annotations | default dict) (.spec.podAnnotations | default dict) (.root.Values.podAnnotations | default dict) -}}
{{- with $merged }}{{ toYaml . }}{{ end -}}
{{- end -}}

{{/* Where a service's pods run beyond nodeSelector and tolerations: its own value, else the global one. */}}
{{- define "base.placement" -}}
{{- with .spec.priorityClassName | default .root.Values.priorityClassName }}
priorityClassName: {{ . }}
{{- end }}
{{- with .spec.affinity | default .root.Values.affinity }}
affinity:
  {{- toYaml . | nindent 2 }}
{{- end }}
{{- end -}}

{{/*
Spread: services.<name>.topologySpreadConstraints, else the global topologySpreadConstraints, else (with
topologySpread.enabled) one constraint per topologySpread.topologyKeys for a service that may run more than
one replica. A constraint without labelSelector gets the service's pods.
*/}}
{{- define "base.topologySpread" -}}
{{- $constraints := .spec.topologySpreadConstraints | default .root.Values.topologySpreadConstraints | default list -}}
{{- $spread := .root.Values.topologySpread -}}
{{- $scaling := .spec.autoscaling | default dict -}}
{{- $replicas := ternary ($scaling.maxReplicas | default 1) (.spec.replicas | default 1) (and $scaling.enabled true) -}}
{{- if and (not $constraints) $spread.enabled (gt (int $replicas) 1) -}}
{{- range $spread.topologyKeys -}}
{{- $constraints = append $constraints (dict "topologyKey" . "maxSkew" $spread.maxSkew "whenUnsatisfiable" $spread.whenUnsatisfiable) -}}
{{- end -}}
{{- end -}}
{{- with $constraints }}
topologySpreadConstraints:
  {{- range . }}
  {{- $constraint := deepCopy . }}
  {{- if not (hasKey $constraint "labelSelector") }}
  {{- $_ := set $constraint "labelSelector" (dict "matchLabels" (include "base.selector" $ | fromYaml)) }}
  {{- end }}
  - {{- toYaml $constraint | nindent 4 }}
  {{- end }}
{{- end }}
{{- end -}}

{{/* The key of the existing Secret holding a variable: a service's own database role may override it. */}}
{{- define "base.secretKey" -}}
{{- $key := get .root.Values.secretKeys .name -}}
{{- if and (eq .name "DATABASE_URL") .spec.databaseUrlKey -}}
{{- $key = .spec.databaseUrlKey -}}
{{- end -}}
{{- $key -}}
{{- end -}}

{{/* The environment a service reads, and nothing else: secrets only where its configuration class asks. */}}
{{- define "base.env" -}}
{{- $values := .root.Values -}}
- name: DECKMILL_MODE
  value: distributed
# The pod's address, not only loopback; the public port is reached through the Service, /metrics only
# through the internal metrics port, which no Ingress exposes.
- name: HOST
  value: "0.0.0.0"
- name: METRICS_PORT
  value: "9464"
- name: APP_URL
  value: {{ $values.appUrl | quote }}
- name: LOG_LEVEL
  value: {{ $values.logLevel | quote }}
- name: TRUST_PROXY
  value: {{ $values.trustProxy | quote }}
{{- if not (hasKey (.spec.env | default dict) "HTTP_SHUTDOWN_GRACE_MS") }}
# Requests still open at shutdown (downloads, progress streams) get the pod's grace period less the preStop
# pause and 15 s to finish (an hour at most), then their connections are cut.
- name: HTTP_SHUTDOWN_GRACE_MS
  value: {{ max 1 (sub (sub (.spec.terminationGracePeriodSeconds | default 30) (.spec.preStopSleepSeconds | default 5)) 15) | min 3600 | mul 1000 | int64 | quote }}
{{- end }}
{{- with $values.tracing }}
{{- if .otlpEndpoint }}
# OpenTelemetry traces; service.name defaults to deckmill-<target>.
- name: OTEL_EXPORTER_OTLP_ENDPOINT
  value: {{ .otlpEndpoint | quote }}
- name: OTEL_TRACES_SAMPLER_ARG
  value: {{ .samplerRatio | toString | quote }}
- name: OTEL_TRUST_INCOMING_TRACEPARENT
  value: {{ .trustIncomingTraceparent | default false | quote }}
{{- end }}
{{- end }}
{{- if not $values.secretKeys.NATS_URL }}
- name: NATS_URL
  value: {{ $values.nats.url | quote }}
{{- end }}
{{- /* Only what values set: an unset field stays the operator's on an existing stream (docs/operations.md). */}}
{{- with $values.nats.streams }}
{{- if hasKey . "replicas" }}
- name: NATS_STREAM_REPLICAS
  value: {{ .replicas | int64 | quote }}
{{- end }}
{{- with .events }}
{{- if hasKey . "maxAgeHours" }}
- name: NATS_EVENTS_MAX_AGE_HOURS
  value: {{ .maxAgeHours | int64 | quote }}
{{- end }}
{{- if hasKey . "maxBytes" }}
- name: NATS_EVENTS_MAX_BYTES
  value: {{ .maxBytes | int64 | quote }}
{{- end }}
{{- end }}
{{- with .jobs }}
{{- if hasKey . "maxBytes" }}
- name: NATS_JOBS_MAX_BYTES
  value: {{ .maxBytes | int64 | quote }}
{{- end }}
{{- end }}
{{- with .deadLetter }}
{{- if hasKey . "maxAgeHours" }}
- name: NATS_DEADLETTER_MAX_AGE_HOURS
  value: {{ .maxAgeHours | int64 | quote }}
{{- end }}
{{- if hasKey . "maxBytes" }}
- name: NATS_DEADLETTER_MAX_BYTES
  value: {{ .maxBytes | int64 | quote }}
{{- end }}
{{- end }}
{{- end }}
{{- if .needs.s3 }}
{{- with $values.s3 }}
- name: S3_ENDPOINT
  value: {{ .endpoint | quote }}
- name: S3_BUCKET
  value: {{ .bucket | quote }}
- name: S3_REGION
  value: {{ .region | quote }}
- name: S3_USE_SSL
  value: {{ .useSSL | quote }}
- name: S3_SSE
  value: {{ .sse | quote }}
{{- with .sseKmsKeyId }}
- name: S3_SSE_KMS_KEY_ID
  value: {{ . | quote }}
{{- end }}
{{- with .publicEndpoint }}
- name: S3_PUBLIC_ENDPOINT
  value: {{ . | quote }}
{{- end }}
{{- end }}
{{- end }}
{{- if .needs.database }}
- name: DATABASE_SSL
  value: {{ $values.database.ssl | quote }}
{{- with $values.database.sslCaSecret }}
- name: DATABASE_SSL_CA
  value: {{ printf "/etc/deckmill/database-ca/%s" $values.database.sslCaKey | quote }}
{{- end }}
# Sessions named after the release and service, so pg_stat_activity tells them apart.
- name: DATABASE_APPLICATION_NAME
  value: {{ include "base.fullname" . | quote }}
- name: DATABASE_POOL_SIZE
  value: {{ .spec.databasePoolSize | default $values.database.poolSize | int | quote }}
{{- end }}
{{- if and .needs.smtp $values.smtp.enabled }}
- name: MAIL_FROM
  value: {{ $values.smtp.from | quote }}
{{- end }}
{{- $secrets := .needs.secrets | default list -}}
{{- if $values.secretKeys.NATS_URL }}{{ $secrets = append $secrets "NATS_URL" }}{{ end -}}
{{- if .needs.database }}{{ $secrets = append $secrets "DATABASE_URL" }}{{ end -}}
{{- if and .needs.smtp $values.smtp.enabled }}{{ $secrets = append $secrets "SMTP_URL" }}{{ end -}}
{{- range $name := $secrets }}
- name: {{ $name }}
  valueFrom:
    secretKeyRef:
      name: {{ $values.existingSecret }}
      key: {{ include "base.secretKey" (dict "root" $.root "spec" $.spec "name" $name) | required (printf "secretKeys.%s is required" $name) }}
{{- end }}
{{- range $name, $value := .spec.env }}
- name: {{ $name }}
  value: {{ $value | quote }}
{{- end }}
{{- end -}}
