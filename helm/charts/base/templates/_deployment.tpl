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
        {{- include "base.labels" . | nindent 8 }}
      annotations:
        prometheus.io/scrape: "true"
        prometheus.io/path: /metrics
        prometheus.io/port: "9464"
        {{- with .root.Values.podAnnotations }}
        {{- toYaml . | nindent 8 }}
        {{- end }}
    spec:
      serviceAccountName: {{ include "base.fullname" . }}
      {{- include "base.podSecurity" . | nindent 6 }}
      # The preStop pause lets endpoints and the ingress forget the pod before it stops accepting; then the
      # process drains (the gateway's long downloads) within the grace period.
      terminationGracePeriodSeconds: {{ .spec.terminationGracePeriodSeconds | default 30 }}
      {{- if .root.Values.topologySpread.enabled }}
      topologySpreadConstraints:
        {{- range .root.Values.topologySpread.topologyKeys }}
        - topologyKey: {{ . }}
          maxSkew: {{ $.root.Values.topologySpread.maxSkew }}
          whenUnsatisfiable: {{ $.root.Values.topologySpread.whenUnsatisfiable }}
          labelSelector:
            matchLabels:
              {{- include "base.selector" $ | nindent 14 }}
        {{- end }}
      {{- end }}
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
          # Live: the process answers. Ready: its database, bus and storage answer. An outage of a
          # dependency makes pods unready (no traffic) but never kills them: they reconnect by themselves.
          startupProbe:
            httpGet: { path: /api/health/ready, port: http }
            periodSeconds: 5
            failureThreshold: 60
          readinessProbe:
            httpGet: { path: /api/health/ready, port: http }
            periodSeconds: 10
          livenessProbe:
            httpGet: { path: /api/health/live, port: http }
            periodSeconds: 20
            failureThreshold: 3
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
