import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { DEPLOYED_TARGETS, SERVICE_NAMES } from './service-catalogue';
import { parseTargets } from './targets';

const root = path.resolve(__dirname, '../../..');
const read = (file: string): string => readFileSync(path.join(root, file), 'utf8');

/** The target names under the top-level `services:` key of the chart's values (two-space indented keys). */
function helmServices(): string[] {
  const values = read('helm/deckmill/values.yaml');
  const block = values.slice(values.indexOf('\nservices:\n'));
  return [...block.matchAll(/^ {2}([a-z-]+):$/gm)].map((match) => match[1] ?? '');
}

/** start:stack's process lists (tools/stack/stack-config.js) and the script that launches them. */
function startStackLists(): { services: string[]; targets: string[]; source: string } {
  // Loaded by path: tools/ is not a project the apps may import.
  const load = createRequire(__filename);
  const lists = load(
    path.join(root, 'tools/stack/stack-config.js'),
  ) as typeof import('../../../tools/stack/stack-config');
  return {
    services: [...lists.SERVICES],
    targets: [...lists.TARGETS],
    source: read('tools/start-stack.mjs'),
  };
}

describe('every deployable target is deployed', () => {
  // Generation runs as its two parts (generation-api, generation-worker), never whole, in a deployment.
  const targets = [...DEPLOYED_TARGETS].sort();

  it('has a Deployment in the Helm chart, and the chart schema accepts exactly the targets', () => {
    expect(helmServices().sort()).toEqual(targets);
    const schema = JSON.parse(read('helm/deckmill/values.schema.json')) as {
      properties: { services: { propertyNames: { enum: string[] } } };
    };
    expect([...schema.properties.services.propertyNames.enum].sort()).toEqual(targets);
  });

  it('has a container in the docker compose file, and every service but the gateway is migrated there', () => {
    const compose = read('deploy/docker-compose.yml');
    const started = [...compose.matchAll(/\['--target=([a-z-]+)'\]/g)].map((match) => match[1]);
    expect(started.sort()).toEqual(targets);
    const migrated = /--target=([a-z,-]+)', '--migrate'/.exec(compose)?.[1] ?? '';
    expect(parseTargets([`--target=${migrated}`], 'all').sort()).toEqual(
      SERVICE_NAMES.filter((service) => service !== 'gateway').sort(),
    );
  });

  it('has a process in start:stack (its targets, then the gateway), which migrates every service but the gateway', () => {
    const { services, targets, source } = startStackLists();
    // Every target of the list is launched as its own process, and the gateway beside them.
    expect(source).toMatch(/TARGETS\.(forEach|map)\(/);
    expect(source).toContain('launch(target, [`--target=${target}`]');
    expect(source).toContain("launch('gateway', ['--target=gateway']");
    expect([...targets, 'gateway'].sort()).toEqual([...DEPLOYED_TARGETS].sort());
    expect(source).toContain("`--target=${SERVICES.join(',')}`, '--migrate'");
    expect(services.sort()).toEqual(SERVICE_NAMES.filter((service) => service !== 'gateway').sort());
  });
});
