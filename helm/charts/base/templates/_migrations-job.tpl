{{/*
Runs a service's migrations before its pods roll (pre-install / pre-upgrade hook), the way twenty's
job-run-migrations does. The same image and entry point: `--target=<service> --migrate`.
*/}}
{{- define "base.migrationsJob" -}}
apiVersion: batch/v1
kind: Job
metadata:
  name: {{ include "base.fullname" . }}-migrate-{{ .root.Release.Revision }}
  labels:
    {{- include "base.labels" . | nindent 4 }}
  annotations:
    helm.sh/hook: pre-install,pre-upgrade
    helm.sh/hook-weight: "-5"
    helm.sh/hook-delete-policy: before-hook-creation,hook-succeeded
spec:
  backoffLimit: 3
  activeDeadlineSeconds: 600
  template:
    metadata:
      labels:
        {{- include "base.labels" . | nindent 8 }}
    spec:
      restartPolicy: Never
      securityContext:
        runAsNonRoot: true
        runAsUser: 1000
      containers:
        - name: migrate
          image: {{ include "base.image" . | quote }}
          args: ["--target={{ .service }}", "--migrate"]
          env:
            {{- include "base.env" . | nindent 12 }}
{{- end -}}
