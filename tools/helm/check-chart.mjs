// The Helm chart a platform team accepts, checked without a cluster or the network (`npm test`, static stage):
// for each values file, `helm lint --strict` and `helm template`, then every rendered object validated against
// the Kubernetes (and KEDA, prometheus-operator) schemas and the chart's own rules (tools/helm/chart-rules.mjs).
//   node tools/helm/check-chart.mjs                    default values and helm/deckmill/ci/*-values.yaml
//   node tools/helm/check-chart.mjs --values <file>    those values instead (repeatable)
//   ... --emit <file.json>                              also write each values file's objects and problems (tests)
// The library chart is a file:// dependency: it is packaged in a copy of helm/ (the checkout stays clean) by an
// offline `helm dependency build`, which also fails when Chart.lock is out of date.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chartRuleProblems } from './chart-rules.mjs';
import { helmBinary } from './helm-binary.mjs';
import { validateManifests } from './validate-manifests.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const RELEASE = 'deckmill';
const NAMESPACE = 'deckmill';

function optionsFromArguments(argv) {
  const files = [];
  let emit;
  for (let index = 0; index < argv.length; index += 1) {
    if (argv[index] === '--values') files.push(path.resolve(argv[(index += 1)] ?? ''));
    else if (argv[index].startsWith('--values=')) files.push(path.resolve(argv[index].slice(9)));
    else if (argv[index] === '--emit') emit = path.resolve(argv[(index += 1)] ?? '');
    else throw new Error(`unknown argument ${argv[index]}`);
  }
  return { files, emit };
}

function defaultScenarios(chart) {
  const ci = path.join(chart, 'ci');
  const files = fs.existsSync(ci) ? fs.readdirSync(ci).filter((name) => name.endsWith('-values.yaml')) : [];
  return [
    { label: 'default values', files: [] },
    ...files.sort().map((name) => ({ label: name, files: [path.join(ci, name)] })),
  ];
}

/** One values file (or none): helm lint --strict, helm template, then the objects against schemas and rules. */
async function checkScenario(run, chart, files) {
  const valuesArgs = files.flatMap((file) => ['--values', file]);
  const lint = run(['lint', '--strict', chart, '--namespace', NAMESPACE, ...valuesArgs]);
  if (lint.status !== 0) {
    return { objects: [], problems: [`helm lint --strict failed:\n${(lint.stdout + lint.stderr).trim()}`] };
  }
  const template = run(['template', RELEASE, chart, '--namespace', NAMESPACE, ...valuesArgs]);
  if (template.status !== 0)
    return { objects: [], problems: [`helm template failed: ${template.stderr.trim()}`] };
  const { objects, problems: invalid } = await validateManifests(template.stdout);
  return { objects, problems: [...invalid, ...chartRuleProblems(objects)] };
}

export async function checkChart(valuesFiles = [], { emit } = {}) {
  const helm = await helmBinary();
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'deckmill-helm-'));
  // helm keeps repositories, plugins and caches in these: a scratch set, never the user's.
  const env = {
    ...process.env,
    HELM_CACHE_HOME: path.join(work, 'cache'),
    HELM_CONFIG_HOME: path.join(work, 'config'),
    HELM_DATA_HOME: path.join(work, 'data'),
  };
  const run = (args) => spawnSync(helm, args, { env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const problems = [];
  const rendered = {};
  try {
    fs.cpSync(path.join(root, 'helm'), path.join(work, 'helm'), {
      recursive: true,
      filter: (source) => !source.includes(`${path.sep}deckmill${path.sep}charts`),
    });
    const chart = path.join(work, 'helm/deckmill');
    if (!fs.existsSync(path.join(chart, 'Chart.lock'))) return ['helm/deckmill/Chart.lock is missing'];
    const build = run(['dependency', 'build', chart, '--skip-refresh']);
    if (build.status !== 0) return [`helm dependency build: ${build.stderr.trim() || build.stdout.trim()}`];
    const scenarios =
      valuesFiles.length > 0
        ? valuesFiles.map((file) => ({ label: path.relative(root, file), files: [file] }))
        : defaultScenarios(path.join(root, 'helm/deckmill'));
    for (const scenario of scenarios) {
      const result = await checkScenario(run, chart, scenario.files);
      rendered[scenario.label] = result;
      for (const problem of result.problems) problems.push(`${scenario.label}: ${problem}`);
      if (result.problems.length === 0) {
        console.log(`${scenario.label}: lint ok, ${result.objects.length} objects valid`);
      }
    }
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
  if (emit) fs.writeFileSync(emit, JSON.stringify(rendered));
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { files, emit } = optionsFromArguments(process.argv.slice(2));
  const problems = await checkChart(files, { emit });
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) {
    console.error(`helm chart: ${problems.length} problem(s)`);
    process.exit(1);
  }
}
