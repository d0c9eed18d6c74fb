import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

const ROOT = path.resolve(__dirname, '../..');
const OBSERVABILITY = path.join(ROOT, 'deploy/observability');

/**
 * Prometheus's own rule checker and tester, from Debian's `prometheus` package (.ci/run installs it). Missing, the
 * spec fails: a rule nobody replays is a signal nobody knows to be true.
 */
function promtool(args: string[]): { status: number | null; output: string } {
  const result = spawnSync('promtool', args, { cwd: OBSERVABILITY, encoding: 'utf8', timeout: 50_000 });
  if ((result.error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT') {
    throw new Error(
      "promtool is not installed: install Debian's prometheus package (`apt-get install prometheus`), which " +
        'brings promtool, to test deploy/observability/alerts.yaml',
    );
  }
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

interface AlertTest {
  alertname: string;
  exp_alerts?: unknown[];
}

interface RuleTests {
  rule_files: string[];
  evaluation_interval: string;
  tests: { name: string; interval: string; alert_rule_test?: AlertTest[] }[];
}

const readYaml = <T>(file: string): T => parse(readFileSync(file, 'utf8')) as T;

describe('deploy/observability/alerts.yaml under promtool', () => {
  it('is a valid rule file', () => {
    // The output in the comparison: a failure shows what promtool found.
    expect(promtool(['check', 'rules', 'alerts.yaml'])).toEqual({ status: 0, output: expect.any(String) });
  });

  it('fires and stays silent as alerts.test.yaml replays outages and failing rows', () => {
    expect(promtool(['test', 'rules', 'alerts.test.yaml'])).toEqual({
      status: 0,
      output: expect.stringContaining('SUCCESS'),
    });
  });

  it('tests every alert firing and not firing, at the chart scrape interval', () => {
    const rules = readYaml<{ groups: { rules: { alert: string }[] }[] }>(
      path.join(OBSERVABILITY, 'alerts.yaml'),
    );
    const tests = readYaml<RuleTests>(path.join(OBSERVABILITY, 'alerts.test.yaml'));
    expect(tests.rule_files).toEqual(['alerts.yaml']);
    const checks = tests.tests.flatMap((test) => test.alert_rule_test ?? []);
    const coverage = rules.groups
      .flatMap((group) => group.rules)
      .map(({ alert }) => {
        const own = checks.filter((check) => check.alertname === alert);
        return {
          alert,
          fires: own.some((check) => (check.exp_alerts ?? []).length > 0),
          staysSilent: own.some((check) => (check.exp_alerts ?? []).length === 0),
        };
      });
    expect(coverage.filter((entry) => !entry.fires || !entry.staysSilent)).toEqual([]);
    // The rules' timings assume the chart's ServiceMonitor interval; the tests sample (mostly) at it.
    const chart = readYaml<{ serviceMonitor: { interval: string } }>(
      path.join(ROOT, 'helm/deckmill/values.yaml'),
    );
    expect(tests.evaluation_interval).toBe(chart.serviceMonitor.interval);
    const outageTests = tests.tests.filter((test) => /outage/.test(test.name));
    expect(outageTests.length).toBeGreaterThanOrEqual(4);
    for (const test of outageTests) {
      expect({ [test.name]: test.interval }).toEqual({ [test.name]: chart.serviceMonitor.interval });
    }
  });
});
