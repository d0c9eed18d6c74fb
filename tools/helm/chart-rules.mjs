// The chart's own rules over its rendered objects, beyond what the Kubernetes schemas say: the restricted Pod
// Security Standard for every pod (Deployments and migration Jobs), probes that outwait the readiness checks,
// an account, a disruption budget, a network policy and a scaler per service, egress rules that name their
// peers, and secrets only where they belong.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const HEALTH_SOURCE = 'libs/server-kit/src/health/health.ts';

/** The per-check deadline of /api/health/ready, read from the code so the chart cannot drift from it. */
export function readinessCheckTimeoutMs() {
  const source = fs.readFileSync(path.join(root, HEALTH_SOURCE), 'utf8');
  const match = /export const READINESS_CHECK_TIMEOUT_MS = ([\d_]+);/.exec(source);
  if (!match) throw new Error(`${HEALTH_SOURCE}: READINESS_CHECK_TIMEOUT_MS not found`);
  return Number(match[1].replaceAll('_', ''));
}

// The checks run side by side, each cut at the deadline; the answer still needs the request's own work on a
// CPU-throttled pod (over 1 s seen on a 0.2-CPU worker), so a probe must wait at least a second more.
const PROBE_MARGIN_MS = 1000;

const SECRET_VARIABLES = [
  'DATABASE_URL',
  'SESSION_SECRET',
  'S3_ACCESS_KEY',
  'S3_SECRET_KEY',
  'SMTP_URL',
  'WEBHOOK_SECRET_KEY',
  'ROW_ENCRYPTION_KEYS',
  'METRICS_TOKEN',
];

const name = (object) => `${object.kind}/${object.metadata?.name}`;

function selects(selector, labels) {
  const wanted = selector?.matchLabels ?? {};
  return Object.entries(wanted).every(([key, value]) => labels?.[key] === value);
}

function containerProblems(container) {
  const problems = [];
  const security = container.securityContext ?? {};
  if (security.allowPrivilegeEscalation !== false) problems.push('allowPrivilegeEscalation is not false');
  if (security.readOnlyRootFilesystem !== true) problems.push('the root filesystem is writable');
  if (security.privileged) problems.push('is privileged');
  if (security.runAsUser === 0) problems.push('runs as root');
  if (!(security.capabilities?.drop ?? []).includes('ALL')) problems.push('does not drop ALL capabilities');
  if ((security.capabilities?.add ?? []).length > 0) problems.push('adds capabilities');
  if (!(container.volumeMounts ?? []).some((mount) => mount.mountPath === '/tmp'))
    problems.push('has no /tmp');
  if (!container.resources?.requests) problems.push('has no resource requests');
  if (!container.resources?.limits?.memory) problems.push('has no memory limit');
  for (const variable of container.env ?? []) {
    if (SECRET_VARIABLES.includes(variable.name) && variable.value !== undefined) {
      problems.push(`${variable.name} is a plain value, not from a Secret`);
    }
  }
  return problems.map((problem) => `container ${container.name} ${problem}`);
}

function podProblems(pod, serviceAccounts) {
  const problems = [];
  const security = pod.securityContext ?? {};
  if (security.runAsNonRoot !== true) problems.push('runAsNonRoot is not true');
  if (!security.runAsUser || security.runAsUser === 0) problems.push('runAsUser is not a non-root uid');
  const containers = [...(pod.initContainers ?? []), ...(pod.containers ?? [])];
  // The restricted standard allows the runtime's default profile or a profile on the node, never Unconfined.
  const seccompEverywhere = containers.every((container) =>
    ['RuntimeDefault', 'Localhost'].includes(
      (container.securityContext?.seccompProfile ?? security.seccompProfile)?.type,
    ),
  );
  if (!seccompEverywhere) problems.push('seccompProfile is neither RuntimeDefault nor Localhost');
  if (pod.automountServiceAccountToken !== false) problems.push('mounts a service account token');
  if (!pod.serviceAccountName || pod.serviceAccountName === 'default')
    problems.push('has no own ServiceAccount');
  else if (!serviceAccounts.has(pod.serviceAccountName)) {
    problems.push(`uses ServiceAccount ${pod.serviceAccountName}, which the chart does not create`);
  }
  if (pod.hostNetwork || pod.hostPID || pod.hostIPC) problems.push('shares a host namespace');
  for (const volume of pod.volumes ?? []) {
    if (volume.hostPath) problems.push(`mounts the host path ${volume.hostPath.path}`);
  }
  for (const container of containers) problems.push(...containerProblems(container));
  return problems;
}

function probeProblems(container, probe, spec) {
  const problems = [];
  // Kubernetes' default timeout is 1 s: shorter than one slow check.
  const timeout = spec.timeoutSeconds;
  if (timeout === undefined) problems.push('has no timeoutSeconds');
  else if (probe !== 'livenessProbe') {
    const deadline = readinessCheckTimeoutMs();
    if (timeout * 1000 < deadline + PROBE_MARGIN_MS) {
      problems.push(
        `timeoutSeconds ${timeout} does not outwait the readiness checks' ${deadline} ms deadline (${HEALTH_SOURCE}) by ${PROBE_MARGIN_MS} ms`,
      );
    }
  }
  // A probe still waiting when the next is due is counted as one failure; keep them apart.
  if (timeout !== undefined && (spec.periodSeconds ?? 10) < timeout)
    problems.push(`periodSeconds ${spec.periodSeconds ?? 10} is shorter than its timeoutSeconds ${timeout}`);
  return problems.map((problem) => `container ${container} ${probe} ${problem}`);
}

// An egress rule without `to` allows every address on its ports: the internet included.
function egressProblems(policy) {
  return (policy.spec.egress ?? [])
    .filter((rule) => !rule.to || rule.to.length === 0)
    .map((rule) => {
      const ports = (rule.ports ?? []).map((port) => port.port).join(', ') || 'every port';
      return `has an egress rule to every address (ports ${ports}): name its peers`;
    });
}

function deploymentProblems(deployment, objects) {
  const problems = [];
  const podLabels = deployment.spec.template.metadata?.labels ?? {};
  for (const container of deployment.spec.template.spec.containers) {
    for (const probe of ['livenessProbe', 'readinessProbe', 'startupProbe']) {
      if (!container[probe]) problems.push(`container ${container.name} has no ${probe}`);
      else problems.push(...probeProblems(container.name, probe, container[probe]));
    }
  }
  const of = (kind) => objects.filter((object) => object.kind === kind);
  if (!of('PodDisruptionBudget').some((pdb) => selects(pdb.spec.selector, podLabels))) {
    problems.push('has no PodDisruptionBudget');
  }
  const policies = of('NetworkPolicy');
  if (policies.length > 0 && !policies.some((policy) => selects(policy.spec.podSelector, podLabels))) {
    problems.push('has no NetworkPolicy');
  }
  const scaled = [...of('HorizontalPodAutoscaler'), ...of('ScaledObject')].some(
    (scaler) => scaler.spec.scaleTargetRef?.name === deployment.metadata.name,
  );
  if (deployment.spec.replicas === undefined && !scaled)
    problems.push('has neither replicas nor an autoscaler');
  if (deployment.spec.replicas !== undefined && scaled)
    problems.push('has replicas although it is autoscaled');
  if (deployment.metadata.labels?.['app.kubernetes.io/component'] === 'gateway') {
    const env = deployment.spec.template.spec.containers.flatMap((container) => container.env ?? []);
    if (env.some((variable) => variable.name === 'DATABASE_URL'))
      problems.push('(the gateway) gets DATABASE_URL');
  }
  return problems;
}

/** Problems of the rendered objects, each prefixed by kind/name (empty when the chart keeps its rules). */
export function chartRuleProblems(objects) {
  const problems = [];
  const serviceAccounts = new Set(
    objects.filter((object) => object.kind === 'ServiceAccount').map((account) => account.metadata.name),
  );
  for (const object of objects) {
    const add = (list) => problems.push(...list.map((problem) => `${name(object)} ${problem}`));
    if (object.kind === 'Deployment') {
      add(podProblems(object.spec.template.spec, serviceAccounts));
      add(deploymentProblems(object, objects));
    }
    if (object.kind === 'NetworkPolicy') add(egressProblems(object));
    if (object.kind === 'Job') {
      add(podProblems(object.spec.template.spec, serviceAccounts));
      const hooks = object.metadata.annotations?.['helm.sh/hook'] ?? '';
      if (!hooks.includes('pre-install') || !hooks.includes('pre-upgrade')) {
        add(['is not a pre-install and pre-upgrade hook']);
      }
    }
  }
  return problems;
}
