{{/* A Deckmill service: Deployment + Service (HTTP and metrics ports, in-cluster only). */}}
{{- define "base.deployment" -}}
apiVersion: apps/v1
kind: Deployment
metadata:
  name: {{ include "base.fullname" . }}
  labels:
    {{- include "base.labels" . | nindent 4 }}
spec:
  {{- if not (include "base.autoscaled" .) }}
  replicas: {{ .spec.replicas }}
  {{- end }}
  revisionHistoryLimit: 5
  selector:
    matchLabels:
      {{- include "base.selector" . | nindent 6 }}
  template:
    metadata:
      labels:
        {{- include "base.podLabels" (dict "root" .root "spec" .spec "labels" (include "base.labels" .)) | nindent 8 }}
      annotations:
        {{- $metrics := dict "prometheus.io/scrape" "true" "prometheus.io/path" "/metrics" "prometheus.io/port" "9464" }}
        {{- include "base.podAnnotations" (dict "root" .root "spec" .spec "annotations" $metrics) | nindent 8 }}
    spec:
      serviceAccountName: {{ include "base.fullname" . }}
      {{- include "base.podSecurity" . | nindent 6 }}
      {{- include "base.placement" . | nindent 6 }}
      # The preStop pause lets endpoints and the ingress forget the pod before it stops accepting; then the
      # process drains (the gateway's long downloads) within the grace period.
      terminationGracePeriodSeconds: {{ .spec.terminationGracePeriodSeconds | default 30 }}
      {{- include "base.topologySpread" . | nindent 6 }}
      containers:
        - name: {{ .service }}
          image: {{ include "base.image" . | quote }}
          imagePullPolicy: {{ .root.Values.image.pullPolicy }}
          args: ["--target={{ .service }}"]
          ports:
            - name: http
              containerPort: 3000
            - name: metrics
              containerPort: 9464
          env:
            {{- include "base.env" . | nindent 12 }}
          lifecycle:
            preStop:
              exec:
                command: ["sleep", "{{ .spec.preStopSleepSeconds | default 5 }}"]
          # Live: the process answers. Ready: the dependencies its core traffic needs answer (per service;
          # the gateway only degrades). A running pod an outage makes unready is never killed: it reconnects by
          # itself. A pod that starts during an outage longer than the startup probe's budget is restarted.
          # Timeouts (values `probes`) exceed the readiness checks' 3 s deadline.
          {{- $probes := mergeOverwrite (deepCopy .root.Values.probes) (.spec.probes | default dict) }}
          startupProbe:
            httpGet: { path: /api/health/ready, port: http }
            {{- toYaml $probes.startup | nindent 12 }}
          readinessProbe:
            httpGet: { path: /api/health/ready, port: http }
            {{- toYaml $probes.readiness | nindent 12 }}
          livenessProbe:
            httpGet: { path: /api/health/live, port: http }
            {{- toYaml $probes.liveness | nindent 12 }}
          resources:
            {{- toYaml .spec.resources | nindent 12 }}
          {{- include "base.containerSecurity" . | nindent 10 }}
---
apiVersion: v1
kind: Service
metadata:
  name: {{ include "base.fullname" . }}
  labels:
    {{- include "base.labels" . | nindent 4 }}
spec:
  selector:
    {{- include "base.selector" . | nindent 4 }}
  ports:
    - name: http
      port: 80
      targetPort: http
    - name: metrics
      port: 9464
      targetPort: metrics
{{- end -}}
