import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

const ROOT = path.resolve(__dirname, '../..');
const OBSERVABILITY = path.join(ROOT, 'deploy/observability');

/** Every `deckmill_*` metric name the code registers (a string literal in a .ts source of apps or libs). */
function registeredMetrics(): Set<string> {
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'test') continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts')) {
        for (const match of readFileSync(full, 'utf8').matchAll(/'(deckmill_[a-z_]+)'/g)) names.add(match[1]);
      }
    }
  };
  walk(path.join(ROOT, 'apps'));
  walk(path.join(ROOT, 'libs'));
  return names;
}

/**
 * Prometheus's own series, prom-client's default process metrics, and the kube-state-metrics series (named one
 * by one: a typo there would make an alert silent) that the files may use.
 */
const OUTSIDE = [/^up$/, /^process_/, /^nodejs_/, /^kube_deployment_status_replicas_available$/];
const HISTOGRAM_SUFFIX = /_(bucket|count|sum)$/;

function metricsIn(expr: string): string[] {
  const words = expr.replace(/\{[^}]*\}/g, ' ').match(/[a-z_:][a-z0-9_:]*/g) ?? [];
  return words.filter((word) => /^(deckmill_|process_|nodejs_|kube_)/.test(word));
}

function unknownMetrics(exprs: readonly string[]): string[] {
  const known = registeredMetrics();
  return exprs
    .flatMap(metricsIn)
    .filter((name) => !OUTSIDE.some((pattern) => pattern.test(name)))
    .filter((name) => !known.has(name) && !known.has(name.replace(HISTOGRAM_SUFFIX, '')));
}

interface Rule {
  alert: string;
  expr: string;
  labels?: { severity?: string };
  annotations?: { summary?: string; runbook?: string };
}

describe('deploy/observability', () => {
  it('finds the metrics the code registers (the check itself sees them)', () => {
    const known = registeredMetrics();
    expect(known).toContain('deckmill_rows_rendered_total');
    expect(known).toContain('deckmill_http_request_duration_seconds');
    expect(unknownMetrics(['rate(deckmill_no_such_metric_total[5m])'])).toEqual([
      'deckmill_no_such_metric_total',
    ]);
    expect(unknownMetrics(['kube_deployment_status_replicas_availabel == 0'])).toEqual([
      'kube_deployment_status_replicas_availabel',
    ]);
  });

  it('alerts only on metrics the code exports, each with a severity, a summary and a runbook section', () => {
    const file = parse(readFileSync(path.join(OBSERVABILITY, 'alerts.yaml'), 'utf8')) as {
      groups: { name: string; rules: Rule[] }[];
    };
    const rules = file.groups.flatMap((group) => group.rules);
    expect(rules.length).toBeGreaterThanOrEqual(8);
    expect(unknownMetrics(rules.map((rule) => rule.expr))).toEqual([]);
    const runbook = readFileSync(path.join(ROOT, 'docs/runbook.md'), 'utf8').toLowerCase();
    for (const rule of rules) {
      expect(['critical', 'warning', 'info']).toContain(rule.labels?.severity);
      expect(rule.annotations?.summary).toBeTruthy();
      const anchor = rule.annotations?.runbook?.split('#')[1];
      expect(anchor).toBe(rule.alert.toLowerCase());
      // The runbook has a heading with the alert's name (GitHub makes it the anchor).
      expect(runbook).toContain(`### ${rule.alert.toLowerCase()}`);
      // `x and y == 0` is empty when y has no series (a counter never reported): the alert could never fire.
      expect({ alert: rule.alert, andEqualsZero: /\band\b[\s\S]*==\s*0\b/.test(rule.expr) }).toEqual({
        alert: rule.alert,
        andEqualsZero: false,
      });
    }
  });

  it('warns when no generation worker runs, whether or not a worker ever reported', () => {
    const file = parse(readFileSync(path.join(OBSERVABILITY, 'alerts.yaml'), 'utf8')) as {
      groups: { rules: Rule[] }[];
    };
    const byName = new Map(file.groups.flatMap((group) => group.rules).map((rule) => [rule.alert, rule]));
    // The backlog is reported by generation-api too; acks only by workers, so their absence must not mute it.
    expect(byName.get('DeckmillRenderBacklog')?.expr).toMatch(
      /consumer_pending\{consumer="generation-render"\}[\s\S]*\bunless\b/,
    );
    expect(byName.get('DeckmillNoRenderWorker')?.expr).toContain('kube_deployment_status_replicas_available');
  });

  it('fires the row-failures alert on rows that failed for good, never on attempts a storage outage retried', () => {
    const file = parse(readFileSync(path.join(OBSERVABILITY, 'alerts.yaml'), 'utf8')) as {
      groups: { rules: Rule[] }[];
    };
    const rule = file.groups.flatMap((group) => group.rules).find((r) => r.alert === 'DeckmillRowFailures');
    // deckmill_rows_rendered_total counts final outcomes; the retried attempts have a counter of their own.
    expect(rule?.expr).toContain('deckmill_rows_rendered_total{outcome="failed"}');
    expect(rule?.expr).not.toContain('deckmill_row_attempts_failed_total');
    expect(registeredMetrics()).toContain('deckmill_row_attempts_failed_total');
  });

  it('draws a dashboard of metrics the code exports, every panel titled', () => {
    const dashboard = JSON.parse(
      readFileSync(path.join(OBSERVABILITY, 'grafana-dashboard.json'), 'utf8'),
    ) as {
      uid: string;
      panels: { type: string; title?: string; targets?: { expr: string }[] }[];
    };
    expect(dashboard.uid).toBe('deckmill-overview');
    const exprs = dashboard.panels.flatMap((panel) => panel.targets ?? []).map((target) => target.expr);
    expect(exprs.length).toBeGreaterThanOrEqual(15);
    expect(unknownMetrics(exprs)).toEqual([]);
    for (const panel of dashboard.panels) expect(panel.title).toBeTruthy();
  });
});
