import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SERVICE_NAMES } from './service-catalogue';

const root = path.resolve(__dirname, '../../..');
const read = (file: string): string => readFileSync(path.join(root, file), 'utf8');

/** The service names under the top-level `services:` key of the chart's values (two-space indented keys). */
function helmServices(): string[] {
  const values = read('helm/deckmill/values.yaml');
  const block = values.slice(values.indexOf('\nservices:\n'));
  return [...block.matchAll(/^ {2}([a-z]+):$/gm)].map((match) => match[1] ?? '');
}

describe('every deployable target is deployed', () => {
  const targets = [...SERVICE_NAMES].sort();

  it('has a Deployment in the Helm chart, and the chart schema accepts exactly the targets', () => {
    expect(helmServices().sort()).toEqual(targets);
    const schema = JSON.parse(read('helm/deckmill/values.schema.json')) as {
      properties: { services: { propertyNames: { enum: string[] } } };
    };
    expect([...schema.properties.services.propertyNames.enum].sort()).toEqual(targets);
  });

  it('has a container in the docker compose file, and every target but the gateway is migrated there', () => {
    const compose = read('deploy/docker-compose.yml');
    const started = [...compose.matchAll(/\['--target=([a-z]+)'\]/g)].map((match) => match[1]);
    expect(started.sort()).toEqual(targets);
    const migrated = /--target=([a-z,]+)', '--migrate'/.exec(compose)?.[1]?.split(',') ?? [];
    expect(migrated.sort()).toEqual(targets.filter((target) => target !== 'gateway'));
  });
});
