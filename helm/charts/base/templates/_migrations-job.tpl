{{/*
Runs a service's migrations before its pods roll (pre-install / pre-upgrade hook): the same image and entry
point, `--target=<service> --migrate`, the service's own environment (its database role), the release's
hook ServiceAccount (created by a hook of lower weight: the services' accounts do not exist yet at install).
*/}}
{{- define "base.migrationsJob" -}}
apiVersion: batch/v1
kind: Job
metadata:
  name: {{ include "base.fullname" . | trunc 50 | trimSuffix "-" }}-migrate-{{ .root.Release.Revision }}
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
      {{- $labels := dict "app.kubernetes.io/name" "deckmill" "app.kubernetes.io/instance" .root.Release.Name "app.kubernetes.io/component" "migrations" "deckmill.io/service" .service }}
      labels:
        {{- include "base.podLabels" (dict "root" .root "spec" .spec "labels" (toYaml $labels)) | nindent 8 }}
      {{- with include "base.podAnnotations" . }}
      annotations:
        {{- . | nindent 8 }}
      {{- end }}
    spec:
      restartPolicy: Never
      serviceAccountName: {{ printf "%s-migrations" .root.Release.Name | trunc 63 | trimSuffix "-" }}
      {{- include "base.podSecurity" . | nindent 6 }}
      {{- include "base.placement" . | nindent 6 }}
      containers:
        - name: migrate
          image: {{ include "base.image" . | quote }}
          imagePullPolicy: {{ .root.Values.image.pullPolicy }}
          args: ["--target={{ .service }}", "--migrate"]
          env:
            {{- include "base.env" . | nindent 12 }}
          resources:
            {{- toYaml .root.Values.migrations.resources | nindent 12 }}
          {{- include "base.containerSecurity" (merge (dict "migration" true) .) | nindent 10 }}
{{- end -}}
