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

{{/* An egress rule: to the peers given on the ports given (the chart's rules refuse a rule without peers). */}}
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

{{/* The port of a dependency's URL: its own, else the scheme's (nats/tls 4222, https 443, http 80). */}}
{{- define "base.urlPort" -}}
{{- $url := urlParse . -}}
{{- $port := regexFind ":[0-9]+$" $url.host | trimPrefix ":" -}}
{{- if $port }}{{ $port }}
{{- else if eq $url.scheme "https" }}443
{{- else if eq $url.scheme "http" }}80
{{- else }}4222
{{- end -}}
{{- end -}}

{{/*
Egress to one configured dependency (NATS, PostgreSQL, S3, SMTP, the OTLP collector), called with
(dict "root" $ "rule" networkPolicy.<dependency> "url" its URL): the rule's ports, else its URL's port; the
rule's peers, else networkPolicy.defaultPeers (the cluster and private ranges: never the internet).
*/}}
{{- define "base.dependencyEgress" -}}
{{- $ports := .rule.ports | default list -}}
{{- if and (not $ports) .url }}{{ $ports = list (include "base.urlPort" .url) }}{{ end -}}
{{- include "base.egressRule" (dict "ports" $ports "to" (.rule.to | default .root.Values.networkPolicy.defaultPeers)) -}}
{{- end -}}

{{/*
Only what the service talks to: DNS, NATS, the OTLP collector when tracing is on, and per its needs
PostgreSQL, S3 and SMTP; the internet only where services.<name>.internetEgress allows it (webhooks by
default: customers' endpoints). In: the gateway's HTTP port from the ingress controller, the metrics port from
monitoring.
*/}}
{{- define "base.networkPolicy" -}}
{{- $policy := .root.Values.networkPolicy -}}
{{- $values := .root.Values -}}
{{- if and .spec.internetEgress (not .needs.outbound) }}
{{- fail (printf "services.%s.internetEgress: %s never calls the internet (only gateway for SSO, generation-api and generation-worker for image URLs, webhooks)" .service .service) }}
{{- end }}
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
    {{- include "base.dependencyEgress" (dict "root" .root "rule" $policy.nats "url" $values.nats.url) | nindent 4 }}
    {{- if .needs.database }}
    {{- include "base.dependencyEgress" (dict "root" .root "rule" $policy.database) | nindent 4 }}
    {{- end }}
    {{- if .needs.s3 }}
    {{- include "base.dependencyEgress" (dict "root" .root "rule" $policy.s3 "url" $values.s3.endpoint) | nindent 4 }}
    {{- end }}
    {{- if and .needs.smtp $values.smtp.enabled }}
    {{- include "base.dependencyEgress" (dict "root" .root "rule" $policy.smtp) | nindent 4 }}
    {{- end }}
    {{- with $values.tracing.otlpEndpoint }}
    {{- include "base.dependencyEgress" (dict "root" $.root "rule" $policy.otlp "url" .) | nindent 4 }}
    {{- end }}
    {{- if .spec.internetEgress }}
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
