{{/* A Deckmill service: Deployment + Service. Call with (dict "root" $ "service" "identity" "spec" $svc). */}}
{{- define "base.deployment" -}}
apiVersion: apps/v1
kind: Deployment
metadata:
  name: {{ include "base.fullname" . }}
  labels:
    {{- include "base.labels" . | nindent 4 }}
spec:
  replicas: {{ .spec.replicas }}
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
    spec:
      securityContext:
        runAsNonRoot: true
        runAsUser: 1000
        fsGroup: 1000
      terminationGracePeriodSeconds: {{ .spec.terminationGracePeriodSeconds | default 30 }}
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
            {{- range $name, $value := .spec.env }}
            - name: {{ $name }}
              value: {{ $value | quote }}
            {{- end }}
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
          securityContext:
            allowPrivilegeEscalation: false
            readOnlyRootFilesystem: false
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
{{- end -}}
