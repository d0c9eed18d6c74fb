import { readinessOf, SERVICE_CATALOGUE, servicesFor, type TargetName } from './service-catalogue';

const requiredBy = (targets: readonly TargetName[]) => [...readinessOf(servicesFor(targets))].sort();

/** The readiness column of docs/operations.md, "Dependency outages": what makes each Deployment's pods unready. */
describe('readiness per process', () => {
  it('keeps the gateway ready through any dependency outage: it says per feature what is away', () => {
    expect(requiredBy(['gateway'])).toEqual([]);
  });

  it('requires its database and the bus of every service that keeps data, and storage only to render', () => {
    for (const target of [
      'identity',
      'teams',
      'templates',
      'generation-api',
      'billing',
      'admin',
      'mail',
      'webhooks',
    ] as const) {
      expect([target, requiredBy([target])]).toEqual([target, ['bus', 'database']]);
    }
    expect(requiredBy(['generation-worker'])).toEqual(['bus', 'database', 'storage']);
    expect(requiredBy(['converter'])).toEqual(['bus', 'storage']);
  });

  it('requires of a process of several services only what all of them need: embedded mode never goes dark', () => {
    expect(requiredBy(SERVICE_CATALOGUE.map((service) => service.name))).toEqual([]);
    expect(requiredBy(['generation-api', 'generation-worker'])).toEqual(['bus', 'database']);
    expect(requiredBy(['converter', 'generation-worker'])).toEqual(['bus', 'storage']);
  });
});
