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
    timeout: 50_000,
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

beforeAll(() => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'deckmill-chart-spec-'));
});

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
    const values = write('tls.yaml', 'nats:\n  url: tls://nats.messaging.svc:4222\n');
    const result = run('check-chart.mjs', ['--values', values]);
    expect(result.output).toMatch(/tls\.yaml: lint ok, \d+ objects valid/);
    expect(result.status).toBe(0);
  });

  it('fails on a values key the schema does not know', () => {
    const values = write('unknown-key.yaml', 'services:\n  gateway:\n    replica: 3\n');
    const result = run('check-chart.mjs', ['--values', values]);
    expect(result.status).toBe(1);
    expect(result.output).toContain('helm lint --strict failed');
    expect(result.output).toContain("additional properties 'replica' not allowed");
  });

  it('fails on a NATS URL that is neither nats:// nor tls://', () => {
    const values = write('http-nats.yaml', 'nats:\n  url: http://nats:4222\n');
    const result = run('check-chart.mjs', ['--values', values]);
    expect(result.status).toBe(1);
    expect(result.output).toContain('/nats/url');
  });

  it('fails when generation-worker has another database role than generation-api, whose Job migrates its schema', () => {
    // An upgrade from one `generation` that moved its databaseUrlKey to generation-worker only.
    const values = write(
      'worker-role-only.yaml',
      'services:\n  generation-worker:\n    databaseUrlKey: db-generation\n',
    );
    const result = run('check-chart.mjs', ['--values', values]);
    expect(result.status).toBe(1);
    expect(result.output).toContain(
      'services.generation-worker.databaseUrlKey ("db-generation") differs from services.generation-api.databaseUrlKey (unset: the shared DATABASE_URL)',
    );
    const both = write(
      'both-roles.yaml',
      'services:\n  generation-api:\n    databaseUrlKey: db-generation\n  generation-worker:\n    databaseUrlKey: db-generation\n',
    );
    expect(run('check-chart.mjs', ['--values', both]).status).toBe(0);
  });

  it('fails when the rendered objects break the chart rules (a Deployment without a disruption budget)', () => {
    const values = write('no-pdb.yaml', 'podDisruptionBudget:\n  enabled: false\n');
    const result = run('check-chart.mjs', ['--values', values]);
    expect(result.status).toBe(1);
    expect(result.output).toContain('Deployment/deckmill-gateway has no PodDisruptionBudget');
  });
});
