{{/* Its own ServiceAccount (no API access, no token mounted): a service's identity for the platform's policies. */}}
{{- define "base.serviceAccount" -}}
apiVersion: v1
kind: ServiceAccount
metadata:
  name: {{ include "base.fullname" . }}
  labels:
    {{- include "base.labels" . | nindent 4 }}
automountServiceAccountToken: false
{{- end -}}

{{/* One pod at a time may be evicted (a drain never waits forever on a single-replica service). */}}
{{- define "base.podDisruptionBudget" -}}
apiVersion: policy/v1
kind: PodDisruptionBudget
metadata:
  name: {{ include "base.fullname" . }}
  labels:
    {{- include "base.labels" . | nindent 4 }}
spec:
  maxUnavailable: {{ .root.Values.podDisruptionBudget.maxUnavailable }}
  selector:
    matchLabels:
      {{- include "base.selector" . | nindent 6 }}
{{- end -}}

{{/* An egress rule: to the peers given (none: any address) on the ports given. */}}
{{- define "base.egressRule" -}}
- ports:
    {{- range .ports }}
    - protocol: TCP
      port: {{ . }}
    {{- end }}
  {{- with .to }}
  to:
    {{- toYaml . | nindent 4 }}
  {{- end }}
{{- end -}}

{{/*
Only what the service talks to: DNS, NATS, and per its needs PostgreSQL, S3, SMTP and the internet (webhooks,
image URLs). In: the gateway's HTTP port from the ingress controller, the metrics port from monitoring.
*/}}
{{- define "base.networkPolicy" -}}
{{- $policy := .root.Values.networkPolicy -}}
apiVersion: networking.k8s.io/v1
kind: NetworkPolicy
metadata:
  name: {{ include "base.fullname" . }}
  labels:
    {{- include "base.labels" . | nindent 4 }}
spec:
  podSelector:
    matchLabels:
      {{- include "base.selector" . | nindent 6 }}
  policyTypes: [Ingress, Egress]
  ingress:
    {{- if .needs.ingress }}
    - ports:
        - protocol: TCP
          port: http
      {{- with $policy.ingressController }}
      from:
        {{- toYaml . | nindent 8 }}
      {{- end }}
    {{- end }}
    - ports:
        - protocol: TCP
          port: metrics
      {{- with $policy.monitoring }}
      from:
        {{- toYaml . | nindent 8 }}
      {{- end }}
  egress:
    {{- include "base.dnsEgress" . | nindent 4 }}
    {{- include "base.egressRule" $policy.nats | nindent 4 }}
    {{- if .needs.database }}
    {{- include "base.egressRule" $policy.database | nindent 4 }}
    {{- end }}
    {{- if .needs.s3 }}
    {{- include "base.egressRule" $policy.s3 | nindent 4 }}
    {{- end }}
    {{- if and .needs.smtp .root.Values.smtp.enabled }}
    {{- include "base.egressRule" $policy.smtp | nindent 4 }}
    {{- end }}
    {{- if .needs.outbound }}
    {{- include "base.egressRule" $policy.outbound | nindent 4 }}
    {{- end }}
    {{- with $policy.extraEgress }}
    {{- toYaml . | nindent 4 }}
    {{- end }}
{{- end -}}

{{- define "base.dnsEgress" -}}
- ports:
    - protocol: UDP
      port: 53
    - protocol: TCP
      port: 53
  {{- with .root.Values.networkPolicy.dns }}
  to:
    {{- toYaml . | nindent 4 }}
  {{- end }}
{{- end -}}
