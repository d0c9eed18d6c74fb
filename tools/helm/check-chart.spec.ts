import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// The checks run as `npm test` runs them: the scripts in a Node process of their own (they are ES modules that
// import kubernetes-models), against helm extracted from the layer archive.
const here = __dirname;
let scratch: string;

function write(name: string, content: string): string {
  const file = path.join(scratch, name);
  fs.writeFileSync(file, content);
  return file;
}

function run(script: string, args: string[]): { status: number | null; output: string } {
  const result = spawnSync(process.execPath, [path.join(here, script), ...args], {
    encoding: 'utf8',
    timeout: 100_000,
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

interface K8sObject {
  kind: string;
  metadata: { name: string; labels?: Record<string, string>; annotations?: Record<string, string> };
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- rendered manifests, asserted field by field
  spec: any;
}

/** Each scenario's values file (empty: the chart's defaults), all checked by one check-chart run (beforeAll). */
const slim = `sha256:${'a'.repeat(64)}`;
const office = `sha256:${'b'.repeat(64)}`;
const own = `sha256:${'c'.repeat(64)}`;
const SCENARIOS: Record<string, string> = {
  defaults: '',
  tls: 'nats:\n  url: tls://nats.messaging.svc:4222\n',
  'unknown-key': 'services:\n  gateway:\n    replica: 3\n',
  'http-nats': 'nats:\n  url: http://nats:4222\n',
  // An upgrade from one `generation` that moved its databaseUrlKey to generation-worker only.
  'worker-role-only': 'services:\n  generation-worker:\n    databaseUrlKey: db-generation\n',
  'both-roles':
    'services:\n  generation-api:\n    databaseUrlKey: db-generation\n  generation-worker:\n    databaseUrlKey: db-generation\n',
  'no-pdb': 'podDisruptionBudget:\n  enabled: false\n',
  'short-probes':
    'probes:\n  readiness: { timeoutSeconds: 3 }\nservices:\n  converter:\n    probes: { startup: { timeoutSeconds: 2 } }\n',
  digests: `image:\n  digest: ${slim}\n  officeDigest: ${office}\nservices:\n  teams:\n    image: { digest: ${own} }\n  admin:\n    image: { repository: registry.example.org/admin, tag: '2' }\n`,
  'bad-digest': 'image:\n  digest: sha256:1234\n',
  'egress-configured':
    'smtp: { enabled: true }\ntracing: { otlpEndpoint: http://otel.observability.svc:4318 }\ns3: { endpoint: https://s3.eu-central-1.amazonaws.com }\nservices:\n  generation-worker: { internetEgress: true }\n',
  'converter-internet': 'services:\n  converter: { internetEgress: true }\n',
  'no-peers': 'networkPolicy:\n  defaultPeers: []\n',
  placement: [
    'podLabels: { team: decks }',
    'podAnnotations: { example.org/owner: decks }',
    'priorityClassName: product-standard',
    'affinity:',
    '  nodeAffinity:',
    '    requiredDuringSchedulingIgnoredDuringExecution:',
    '      nodeSelectorTerms: [{ matchExpressions: [{ key: kubernetes.io/arch, operator: In, values: [amd64] }] }]',
    'services:',
    '  gateway:',
    '    priorityClassName: product-critical',
    '    podLabels: { tier: edge, app.kubernetes.io/component: hijacked }',
    '    podAnnotations: { example.org/owner: edge }',
    '    topologySpreadConstraints:',
    '      - { topologyKey: topology.kubernetes.io/zone, maxSkew: 1, whenUnsatisfiable: DoNotSchedule }',
  ].join('\n'),
};
/** The chart's own example values (helm/deckmill/ci), which the check without arguments also renders. */
const CI_VALUES_DIR = path.join(here, '../../helm/deckmill/ci');
const CI_VALUES = fs
  .readdirSync(CI_VALUES_DIR)
  .filter((name) => name.endsWith('-values.yaml'))
  .map((name) => path.basename(name, '.yaml'));
let checked: Record<string, { objects: K8sObject[]; problems: string[] }> = {};

/**
 * A scenario as check-chart found it: failed (1) when it has a problem, its problems, its rendered objects. One
 * run for all of them: a run a scenario took 1.5 s, most of it starting helm and loading the schemas again.
 */
function scenario(name: string): { status: number; output: string; objects: K8sObject[] } {
  const found = checked[name];
  if (!found) throw new Error(`scenario ${name} was not checked`);
  return {
    status: found.problems.length > 0 ? 1 : 0,
    output: found.problems.join('\n'),
    objects: found.objects,
  };
}

const find = (objects: K8sObject[], kind: string, name: string): K8sObject => {
  const object = objects.find((candidate) => candidate.kind === kind && candidate.metadata.name === name);
  if (!object) throw new Error(`${kind}/${name} was not rendered`);
  return object;
};

const podOf = (objects: K8sObject[], kind: string, name: string) => find(objects, kind, name).spec.template;

/** The readiness checks' deadline as the code states it. */
function readinessDeadlineMs(): number {
  const source = fs.readFileSync(path.join(here, '../../libs/server-kit/src/health/health.ts'), 'utf8');
  return Number(/READINESS_CHECK_TIMEOUT_MS = (\d+)/.exec(source)?.[1]);
}

interface EgressRule {
  ports?: { port: number | string }[];
  to?: { ipBlock?: { cidr: string } }[];
}

const PRIVATE = [/^10\./, /^172\.(1[6-9]|2\d|3[01])\./, /^192\.168\./];
/** The ports on which a NetworkPolicy lets its pods reach a public address. */
function publicPorts(policy: K8sObject): (number | string)[] {
  const rules = (policy.spec.egress ?? []) as EgressRule[];
  return rules
    .filter((rule) =>
      (rule.to ?? [{ ipBlock: { cidr: '0.0.0.0/0' } }]).some(
        (peer) => peer.ipBlock && !PRIVATE.some((range) => range.test(peer.ipBlock?.cidr ?? '')),
      ),
    )
    .flatMap((rule) => (rule.ports ?? []).map((port) => port.port));
}

const egressPorts = (policy: K8sObject): (number | string)[] =>
  ((policy.spec.egress ?? []) as EgressRule[]).flatMap((rule) => (rule.ports ?? []).map((port) => port.port));

beforeAll(() => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'deckmill-chart-spec-'));
  const emit = path.join(scratch, 'checked.json');
  const args = [
    ...Object.entries(SCENARIOS).map(([name, values]) => write(`${name}.yaml`, values)),
    ...CI_VALUES.map((name) => path.join(CI_VALUES_DIR, `${name}.yaml`)),
  ].flatMap((file) => ['--values', file]);
  const result = run('check-chart.mjs', [...args, '--emit', emit]);
  if (!fs.existsSync(emit)) throw new Error(`check-chart wrote no report:\n${result.output}`);
  const report = JSON.parse(fs.readFileSync(emit, 'utf8')) as typeof checked;
  checked = Object.fromEntries(
    Object.entries(report).map(([label, found]) => [path.basename(label, '.yaml'), found]),
  );
}, 120_000);

afterAll(() => {
  fs.rmSync(scratch, { recursive: true, force: true });
});

describe('validate-manifests', () => {
  it('accepts objects the Kubernetes, KEDA and prometheus-operator schemas accept', () => {
    const file = write(
      'valid.yaml',
      [
        'apiVersion: v1',
        'kind: ServiceAccount',
        'metadata: { name: web }',
        'automountServiceAccountToken: false',
        '---',
        'apiVersion: keda.sh/v1alpha1',
        'kind: ScaledObject',
        'metadata: { name: web }',
        'spec:',
        '  scaleTargetRef: { name: web }',
        '  triggers: [{ type: nats-jetstream, metadata: { stream: DECKMILL_JOBS, consumer: render } }]',
        '---',
        'apiVersion: monitoring.coreos.com/v1',
        'kind: ServiceMonitor',
        'metadata: { name: web, labels: { release: prometheus } }',
        'spec: { selector: { matchLabels: { app: web } }, endpoints: [{ port: metrics }] }',
      ].join('\n'),
    );
    const result = run('validate-manifests.mjs', [file]);
    expect(result.output).toContain('3 object(s) valid');
    expect(result.status).toBe(0);
  });

  it('refuses a wrong type, a field the schema does not know, and a kind without a schema', () => {
    const file = write(
      'invalid.yaml',
      [
        'apiVersion: apps/v1',
        'kind: Deployment',
        'metadata: { name: web }',
        'spec:',
        '  replicas: two',
        '  selector: { matchLabels: { app: web } }',
        '  template:',
        '    metadata: { labels: { app: web } }',
        '    spec:',
        '      containers:',
        '        - name: web',
        '          image: web',
        '          securityContext: { readOnlyRootFileSystem: true }',
        '---',
        'apiVersion: example.com/v1',
        'kind: Widget',
        'metadata: { name: gadget }',
      ].join('\n'),
    );
    const result = run('validate-manifests.mjs', [file]);
    expect(result.status).toBe(1);
    expect(result.output).toContain('Deployment/web /spec/replicas: must be integer');
    expect(result.output).toContain(
      'Deployment/web /spec/template/spec/containers/0/securityContext: unknown field "readOnlyRootFileSystem"',
    );
    expect(result.output).toContain('Widget/gadget no schema for apiVersion "example.com/v1" kind "Widget"');
  });
});

describe('check-chart', () => {
  it('renders and validates the chart with a tls:// NATS URL', () => {
    const { status, objects } = scenario('tls');
    expect(status).toBe(0);
    expect(objects.length).toBeGreaterThan(0);
  });

  it('fails on a values key the schema does not know, and says so as CI runs it (one file, exit status 1)', () => {
    expect(scenario('unknown-key').output).toContain("additional properties 'replica' not allowed");
    const result = run('check-chart.mjs', ['--values', path.join(scratch, 'unknown-key.yaml')]);
    expect(result.status).toBe(1);
    expect(result.output).toContain('unknown-key.yaml: helm lint --strict failed');
    expect(result.output).toContain("additional properties 'replica' not allowed");
  });

  it('fails on a NATS URL that is neither nats:// nor tls://', () => {
    const result = scenario('http-nats');
    expect(result.status).toBe(1);
    expect(result.output).toContain('/nats/url');
  });

  it('fails when generation-worker has another database role than generation-api, whose Job migrates its schema', () => {
    const result = scenario('worker-role-only');
    expect(result.status).toBe(1);
    expect(result.output).toContain(
      'services.generation-worker.databaseUrlKey ("db-generation") differs from services.generation-api.databaseUrlKey (unset: the shared DATABASE_URL)',
    );
    expect(scenario('both-roles').status).toBe(0);
  });

  it('fails when the rendered objects break the chart rules (a Deployment without a disruption budget)', () => {
    const result = scenario('no-pdb');
    expect(result.status).toBe(1);
    expect(result.output).toContain('Deployment/deckmill-gateway has no PodDisruptionBudget');
  });

  it('checks each values file apart: one that fails leaves the others passing', () => {
    expect(Object.keys(checked).sort()).toEqual([...Object.keys(SCENARIOS), ...CI_VALUES].sort());
    expect(scenario('defaults').status).toBe(0);
    expect(CI_VALUES).toContain('production-values');
    for (const name of CI_VALUES) expect(scenario(name).output).toBe('');
  });
});

describe('probes', () => {
  it("give every probe a timeout above the readiness checks' deadline in the code", () => {
    const deadline = readinessDeadlineMs();
    expect(deadline).toBeGreaterThan(0);
    const { status, objects } = scenario('defaults');
    expect(status).toBe(0);
    const deployments = objects.filter((object) => object.kind === 'Deployment');
    expect(deployments).toHaveLength(11);
    for (const deployment of deployments) {
      const [container] = deployment.spec.template.spec.containers;
      for (const probe of ['readinessProbe', 'startupProbe']) {
        expect(container[probe].timeoutSeconds * 1000).toBeGreaterThanOrEqual(deadline + 1000);
        expect(container[probe].periodSeconds).toBeGreaterThanOrEqual(container[probe].timeoutSeconds);
      }
      expect(container.livenessProbe.timeoutSeconds).toBeGreaterThan(1);
    }
  });

  it('fails on a timeout the readiness checks can outlast, globally or for one service', () => {
    const result = scenario('short-probes');
    expect(result.status).toBe(1);
    expect(result.output).toContain(
      "Deployment/deckmill-identity container identity readinessProbe timeoutSeconds 3 does not outwait the readiness checks' 3000 ms deadline",
    );
    expect(result.output).toContain(
      'Deployment/deckmill-converter container converter startupProbe timeoutSeconds 2',
    );
    expect(result.output).not.toContain('Deployment/deckmill-identity container identity startupProbe');
  });
});

describe('images', () => {
  it('pull by tag without a digest, and by digest, global or per service, when one is set', () => {
    const tagged = scenario('defaults');
    expect(podOf(tagged.objects, 'Deployment', 'deckmill-gateway').spec.containers[0].image).toBe(
      'ghcr.io/deckmill/deckmill:0.1.0',
    );
    const { status, objects } = scenario('digests');
    expect(status).toBe(0);
    const image = (kind: string, name: string) => podOf(objects, kind, name).spec.containers[0].image;
    expect(image('Deployment', 'deckmill-gateway')).toBe(`ghcr.io/deckmill/deckmill@${slim}`);
    expect(image('Deployment', 'deckmill-converter')).toBe(`ghcr.io/deckmill/deckmill-office@${office}`);
    expect(image('Deployment', 'deckmill-teams')).toBe(`ghcr.io/deckmill/deckmill@${own}`);
    expect(image('Job', 'deckmill-teams-migrate-1')).toBe(`ghcr.io/deckmill/deckmill@${own}`);
    // Its own repository: the global digest is another image's.
    expect(image('Deployment', 'deckmill-admin')).toBe('registry.example.org/admin:2');
  });

  it('fails on a digest that is not sha256 and 64 hex digits', () => {
    const result = scenario('bad-digest');
    expect(result.status).toBe(1);
    expect(result.output).toContain('/image/digest');
  });
});

describe('network policies', () => {
  it('close egress by default but for DNS and the dependencies; the internet only for webhooks', () => {
    const { status, objects } = scenario('defaults');
    expect(status).toBe(0);
    const policies = objects.filter((object) => object.kind === 'NetworkPolicy');
    expect(policies).toHaveLength(12);
    const reachingPublic = policies.filter((policy) => publicPorts(policy).length > 0);
    expect(reachingPublic.map((policy) => policy.metadata.name)).toEqual(['deckmill-webhooks']);
    expect(publicPorts(reachingPublic[0])).toEqual([443, 80]);
    expect(egressPorts(find(objects, 'NetworkPolicy', 'deckmill-converter'))).toEqual([53, 53, 4222, 9000]);
    expect(egressPorts(find(objects, 'NetworkPolicy', 'deckmill-generation-worker'))).toEqual([
      53, 53, 4222, 5432, 9000,
    ]);
    expect(egressPorts(find(objects, 'NetworkPolicy', 'deckmill-migrations'))).toEqual([
      53, 53, 5432, 4222, 9000,
    ]);
  });

  it("open SMTP for mail and the OTLP collector for all when configured, on the URLs' ports", () => {
    const { status, objects } = scenario('egress-configured');
    expect(status).toBe(0);
    expect(egressPorts(find(objects, 'NetworkPolicy', 'deckmill-mail'))).toEqual([
      53, 53, 4222, 5432, 443, 587, 465, 25, 4318,
    ]);
    expect(publicPorts(find(objects, 'NetworkPolicy', 'deckmill-mail'))).toEqual([587, 465, 25]);
    expect(egressPorts(find(objects, 'NetworkPolicy', 'deckmill-teams'))).toEqual([53, 53, 4222, 5432, 4318]);
    // S3 on 443 stays in the private peers until networkPolicy.s3.to names the public store.
    expect(publicPorts(find(objects, 'NetworkPolicy', 'deckmill-converter'))).toEqual([]);
    expect(publicPorts(find(objects, 'NetworkPolicy', 'deckmill-generation-worker'))).toEqual([443, 80]);
  });

  it('fails on internet egress for a service that never calls out, and on a rule without peers', () => {
    const converter = scenario('converter-internet');
    expect(converter.status).toBe(1);
    expect(converter.output).toContain(
      'services.converter.internetEgress: converter never calls the internet',
    );
    const open = scenario('no-peers');
    expect(open.status).toBe(1);
    expect(open.output).toContain(
      'NetworkPolicy/deckmill-converter has an egress rule to every address (ports 4222): name its peers',
    );
  });
});

describe('scheduling and pod metadata', () => {
  it('spread services that may run more than one replica by zone and node, not single ones', () => {
    const { objects } = scenario('defaults');
    const keys = (name: string) =>
      (podOf(objects, 'Deployment', name).spec.topologySpreadConstraints ?? []).map(
        (constraint: { topologyKey: string }) => constraint.topologyKey,
      );
    expect(keys('deckmill-gateway')).toEqual(['topology.kubernetes.io/zone', 'kubernetes.io/hostname']);
    expect(keys('deckmill-converter')).toEqual(['topology.kubernetes.io/zone', 'kubernetes.io/hostname']);
    expect(keys('deckmill-teams')).toEqual([]);
  });

  it('put affinity, spread, priority class and extra labels and annotations, global and per service, on the pods', () => {
    const { status, objects } = scenario('placement');
    expect(status).toBe(0);
    const gateway = podOf(objects, 'Deployment', 'deckmill-gateway');
    expect(gateway.metadata.labels).toMatchObject({
      team: 'decks',
      tier: 'edge',
      'app.kubernetes.io/component': 'gateway',
    });
    expect(gateway.metadata.annotations).toMatchObject({
      'example.org/owner': 'edge',
      'prometheus.io/scrape': 'true',
    });
    expect(gateway.spec.priorityClassName).toBe('product-critical');
    expect(gateway.spec.affinity.nodeAffinity).toBeDefined();
    expect(gateway.spec.topologySpreadConstraints).toEqual([
      {
        topologyKey: 'topology.kubernetes.io/zone',
        maxSkew: 1,
        whenUnsatisfiable: 'DoNotSchedule',
        labelSelector: {
          matchLabels: { 'app.kubernetes.io/instance': 'deckmill', 'app.kubernetes.io/component': 'gateway' },
        },
      },
    ]);
    const identity = podOf(objects, 'Deployment', 'deckmill-identity');
    expect(identity.metadata.labels.team).toBe('decks');
    expect(identity.metadata.labels.tier).toBeUndefined();
    expect(identity.metadata.annotations['example.org/owner']).toBe('decks');
    expect(identity.spec.priorityClassName).toBe('product-standard');
    const migration = podOf(objects, 'Job', 'deckmill-identity-migrate-1');
    expect(migration.metadata.labels).toMatchObject({
      team: 'decks',
      'app.kubernetes.io/component': 'migrations',
    });
    expect(migration.spec.priorityClassName).toBe('product-standard');
    expect(migration.spec.affinity.nodeAffinity).toBeDefined();
  });
});
