{{/* "true" when a HorizontalPodAutoscaler or a KEDA ScaledObject owns the replica count. */}}
{{- define "base.autoscaled" -}}
{{- if and .spec.autoscaling .spec.autoscaling.enabled -}}true{{- end -}}
{{- end -}}

{{/*
Job workers with KEDA (generation-worker's chunk renderers, the converter) scale on their durable consumer's lag
in DECKMILL_JOBS; every other service, and those too without KEDA, on CPU.
*/}}
{{- define "base.autoscaler" -}}
{{- $scaling := .spec.autoscaling -}}
{{- $keda := .root.Values.keda -}}
{{- if and $keda.enabled .needs.jobConsumer }}
apiVersion: keda.sh/v1alpha1
kind: ScaledObject
metadata:
  name: {{ include "base.fullname" . }}
  labels:
    {{- include "base.labels" . | nindent 4 }}
spec:
  scaleTargetRef:
    name: {{ include "base.fullname" . }}
  minReplicaCount: {{ $scaling.minReplicas }}
  maxReplicaCount: {{ $scaling.maxReplicas }}
  pollingInterval: {{ $keda.pollingInterval }}
  # A chunk or a PDF takes up to minutes: scale in slowly, so no worker stops mid-job for nothing.
  cooldownPeriod: {{ $keda.cooldownPeriod }}
  triggers:
    - type: nats-jetstream
      metadata:
        natsServerMonitoringEndpoint: {{ $keda.natsMonitoringEndpoint | quote }}
        account: {{ $keda.account | quote }}
        stream: DECKMILL_JOBS
        consumer: {{ .needs.jobConsumer | quote }}
        lagThreshold: {{ $scaling.lagThreshold | default 10 | quote }}
        activationLagThreshold: "0"
        useHttps: {{ $keda.useHttps | quote }}
    - type: cpu
      metricType: Utilization
      metadata:
        value: {{ $scaling.targetCPUUtilizationPercentage | quote }}
{{- else }}
apiVersion: autoscaling/v2
kind: HorizontalPodAutoscaler
metadata:
  name: {{ include "base.fullname" . }}
  labels:
    {{- include "base.labels" . | nindent 4 }}
spec:
  scaleTargetRef:
    apiVersion: apps/v1
    kind: Deployment
    name: {{ include "base.fullname" . }}
  minReplicas: {{ $scaling.minReplicas }}
  maxReplicas: {{ $scaling.maxReplicas }}
  metrics:
    - type: Resource
      resource:
        name: cpu
        target:
          type: Utilization
          averageUtilization: {{ $scaling.targetCPUUtilizationPercentage }}
{{- end }}
{{- end -}}
