{{/*
Restricted Pod Security for every Deckmill pod (Deployments and migration Jobs): a non-root user (the image's
uid), the runtime's default seccomp profile, no service account token, and per container no privilege
escalation, no capability, a read-only root filesystem with an emptyDir for /tmp (work directories,
LibreOffice profiles).
*/}}
{{- define "base.podSecurity" -}}
{{- $pod := .root.Values.podSecurity -}}
automountServiceAccountToken: false
securityContext:
  runAsNonRoot: true
  runAsUser: {{ $pod.runAsUser }}
  runAsGroup: {{ $pod.runAsGroup }}
  fsGroup: {{ $pod.runAsGroup }}
  seccompProfile:
    type: RuntimeDefault
{{- with .root.Values.image.pullSecrets }}
imagePullSecrets:
  {{- range . }}
  - name: {{ . }}
  {{- end }}
{{- end }}
{{- with .root.Values.nodeSelector }}
nodeSelector:
  {{- toYaml . | nindent 2 }}
{{- end }}
{{- with .root.Values.tolerations }}
tolerations:
  {{- toYaml . | nindent 2 }}
{{- end }}
volumes:
  - name: tmp
    emptyDir:
      sizeLimit: {{ .spec.tmpSizeLimit | default "256Mi" }}
  {{- if and .needs.database .root.Values.database.sslCaSecret }}
  # The CA that signed PostgreSQL's certificate (DATABASE_SSL=verify-full).
  - name: database-ca
    secret:
      secretName: {{ .root.Values.database.sslCaSecret }}
      items:
        - key: {{ .root.Values.database.sslCaKey }}
          path: {{ .root.Values.database.sslCaKey }}
  {{- end }}
{{- end -}}

{{/*
A Localhost seccomp profile (still restricted) lets the templates service start bubblewrap, which the runtime's
default profile forbids (docs/security.md); the migration Jobs keep RuntimeDefault.
*/}}
{{- define "base.containerSecurity" -}}
securityContext:
  runAsNonRoot: true
  allowPrivilegeEscalation: false
  readOnlyRootFilesystem: true
  capabilities:
    drop: [ALL]
  seccompProfile:
    {{- if and .spec.seccompLocalhostProfile (not .migration) }}
    type: Localhost
    localhostProfile: {{ .spec.seccompLocalhostProfile }}
    {{- else }}
    type: RuntimeDefault
    {{- end }}
volumeMounts:
  - name: tmp
    mountPath: /tmp
  {{- if and .needs.database .root.Values.database.sslCaSecret }}
  - name: database-ca
    mountPath: /etc/deckmill/database-ca
    readOnly: true
  {{- end }}
{{- end -}}
