import { domainRegistry, sampledGauge } from './domain-metrics';

describe('sampledGauge', () => {
  it('reads every source at scrape time, and leaves out one that does not answer instead of failing the scrape', async () => {
    const stopFast = sampledGauge('deckmill_test_sampled', 'test gauge', ['source'], () => [
      { labels: { source: 'fast' }, value: 3 },
    ]);
    const stopHung = sampledGauge(
      'deckmill_test_sampled',
      'test gauge',
      ['source'],
      () => new Promise(() => undefined),
    );
    const stopBroken = sampledGauge('deckmill_test_sampled', 'test gauge', ['source'], () => {
      throw new Error('NATS is away');
    });
    const text = await domainRegistry.getSingleMetricAsString('deckmill_test_sampled');
    expect(text).toContain('deckmill_test_sampled{source="fast"} 3');
    expect(text).not.toContain('source="hung"');
    stopFast();
    stopHung();
    stopBroken();
    expect(await domainRegistry.getSingleMetricAsString('deckmill_test_sampled')).not.toContain('fast');
  });
});
