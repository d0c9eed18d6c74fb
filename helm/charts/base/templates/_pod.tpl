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
{{- end -}}
