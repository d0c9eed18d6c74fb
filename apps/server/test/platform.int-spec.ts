import { TestClient, startTestStack, type TestStack } from '@deckmill/server-harness';

describe('the platform over real NATS, PostgreSQL and S3', () => {
  let stack: TestStack;
  let client: TestClient;

  beforeAll(async () => {
    stack = await startTestStack({ targets: ['gateway'], metricsToken: 'scrape-me' });
  });

  afterAll(async () => {
    await stack.stop();
  });

  beforeEach(() => {
    client = new TestClient(stack.baseUrl);
  });

  it('reports bus and storage health', async () => {
    const res = await client.get<{ status: string; checks: Record<string, { status: string }> }>(
      '/api/health',
    );
    expect(res.status).toBe(200);
    expect(res.body.checks['bus']?.status).toBe('ok');
    expect(res.body.checks['storage']?.status).toBe('ok');
  });

  it('answers unknown API routes with the JSON error body and no stack trace', async () => {
    const res = await client.get<{ error: string; errors: object }>('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Not found.', errors: {} });
  });

  it('refuses a state-changing request without the CSRF header', async () => {
    await client.get('/api/health');
    const res = await client.post('/api/nothing-here', {}, { 'x-csrf-token': 'forged' });
    expect(res.status).toBe(403);
    expect(res.text).not.toMatch(/at .*\.ts:\d+/);
  });

  it('gives each request an id and keeps a well-formed incoming one', async () => {
    const fresh = await client.get('/api/health');
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await client.get('/api/health', { 'x-request-id': 'proxy-req-12345' });
    expect(kept.headers.get('x-request-id')).toBe('proxy-req-12345');
  });

  it('serves Prometheus metrics to the token holder only, and the OpenAPI document', async () => {
    expect((await client.get('/metrics')).status).toBe(404);
    const metrics = await client.get('/metrics', { authorization: 'Bearer scrape-me' });
    expect(metrics.text).toContain('deckmill_http_request_duration_seconds');
    const openapi = await client.get<{ openapi: string }>('/api/openapi.json');
    expect(openapi.body.openapi).toMatch(/^3\./);
  });

  it('sets security headers', async () => {
    const res = await client.get('/api/health');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});
