import { TestClient, type TestStack } from '@deckmill/server-harness';

/** The value of one series (`name{labels}`) in a Prometheus text scrape; undefined when absent. */
export function seriesValue(
  text: string,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (!Object.entries(labels).every(([key, value]) => line.includes(`${key}="${value}"`))) continue;
    return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return undefined;
}

/** /metrics of a stack started with `metricsToken: token`, as a scraper reads it. */
export async function scrapeMetrics(stack: TestStack, token: string): Promise<string> {
  const res = await new TestClient(stack.baseUrl).get('/metrics', { authorization: `Bearer ${token}` });
  if (res.status !== 200) throw new Error(`/metrics answered ${res.status}`);
  return res.text;
}
