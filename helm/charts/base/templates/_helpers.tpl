{{/* Common names and labels for a service: call with (dict "root" $ "service" "identity" "spec" $svc). */}}
{{- define "base.fullname" -}}
{{- printf "%s-%s" .root.Release.Name .service | trunc 63 | trimSuffix "-" -}}
{{- end -}}

{{- define "base.labels" -}}
app.kubernetes.io/name: deckmill
app.kubernetes.io/instance: {{ .root.Release.Name }}
app.kubernetes.io/component: {{ .service }}
app.kubernetes.io/version: {{ .root.Chart.AppVersion | quote }}
app.kubernetes.io/managed-by: {{ .root.Release.Service }}
{{- end -}}

{{- define "base.selector" -}}
app.kubernetes.io/instance: {{ .root.Release.Name }}
app.kubernetes.io/component: {{ .service }}
{{- end -}}

{{- define "base.image" -}}
{{- printf "%s:%s" .root.Values.image.repository (default .root.Chart.AppVersion .root.Values.image.tag) -}}
{{- end -}}

{{/* Environment shared by every service: mode, connections (from a Secret), public URL. */}}
{{- define "base.env" -}}
- name: DECKMILL_MODE
  value: distributed
# The pod's address, not only loopback; the public port is reached through the Service, /metrics only
# through the internal metrics port, which no Service or Ingress exposes.
- name: HOST
  value: "0.0.0.0"
- name: METRICS_PORT
  value: "9464"
- name: APP_URL
  value: {{ .root.Values.appUrl | quote }}
- name: LOG_LEVEL
  value: {{ .root.Values.logLevel | quote }}
- name: TRUST_PROXY
  value: {{ .root.Values.trustProxy | quote }}
- name: NATS_URL
  value: {{ .root.Values.nats.url | quote }}
- name: S3_ENDPOINT
  value: {{ .root.Values.s3.endpoint | quote }}
- name: S3_BUCKET
  value: {{ .root.Values.s3.bucket | quote }}
- name: S3_REGION
  value: {{ .root.Values.s3.region | quote }}
- name: S3_USE_SSL
  value: {{ .root.Values.s3.useSSL | quote }}
{{- with .root.Values.s3.publicEndpoint }}
- name: S3_PUBLIC_ENDPOINT
  value: {{ . | quote }}
{{- end }}
{{- with .root.Values.s3.sse }}
- name: S3_SSE
  value: {{ . | quote }}
{{- end }}
{{- with .root.Values.s3.sseKmsKeyId }}
- name: S3_SSE_KMS_KEY_ID
  value: {{ . | quote }}
{{- end }}
{{- with .root.Values.database }}
{{- with .ssl }}
- name: DATABASE_SSL
  value: {{ . | quote }}
{{- end }}
{{- with .sslCaFile }}
- name: DATABASE_SSL_CA
  value: {{ . | quote }}
{{- end }}
{{- end }}
{{- range $name, $key := .root.Values.secretEnv }}
- name: {{ $name }}
  valueFrom:
    secretKeyRef:
      name: {{ $.root.Values.existingSecret }}
      key: {{ $key }}
{{- end }}
{{- end -}}
