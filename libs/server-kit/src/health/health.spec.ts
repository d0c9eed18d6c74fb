import type { Response } from 'express';
import { HealthController, HealthRegistry } from './health';

describe('HealthRegistry', () => {
  it('shows the note of a degraded but working part beside ok, and a failed part as error', async () => {
    const registry = new HealthRegistry();
    registry.register('database', async () => undefined);
    registry.register('previews-sandbox', async () => 'LibreOffice runs without a file system sandbox');
    registry.register('bus', () => Promise.reject(new Error('connection refused')));
    expect(await registry.run()).toEqual({
      status: 'error',
      checks: {
        database: { status: 'ok' },
        'previews-sandbox': { status: 'ok', note: 'LibreOffice runs without a file system sandbox' },
        bus: { status: 'error', error: 'connection refused' },
      },
    });
  });
});

describe('HealthController', () => {
  const answer = () => {
    const res = { statusCode: 0, body: undefined as unknown };
    const response = {
      status(code: number) {
        res.statusCode = code;
        return this;
      },
      json(body: unknown) {
        res.body = body;
        return this;
      },
    };
    return { res, response: response as unknown as Response };
  };

  it('is not ready while a dependency fails, yet live (the process is not restarted for it)', async () => {
    const registry = new HealthRegistry();
    registry.register('bus', () => Promise.reject(new Error('disconnected')));
    const controller = new HealthController(registry);
    const ready = answer();
    await controller.ready(ready.response);
    expect(ready.res.statusCode).toBe(503);
    const older = answer();
    await controller.health(older.response);
    expect(older.res.statusCode).toBe(503);
    expect(controller.live()).toEqual({ status: 'ok' });
  });
});

describe('HealthController, a dependency only some features need', () => {
  const statusOf = async (registry: HealthRegistry) => {
    let code = 0;
    let body: unknown;
    const response = {
      status(value: number) {
        code = value;
        return this;
      },
      json(value: unknown) {
        body = value;
        return this;
      },
    } as unknown as Response;
    await new HealthController(registry).ready(response);
    return { code, body };
  };

  it('stays ready (200, degraded) while it is away, naming it; a required one still makes it unready', async () => {
    const registry = new HealthRegistry();
    registry.register('bus', async () => undefined, { required: true });
    registry.register('storage', () => Promise.reject(new Error('connect ECONNREFUSED')), {
      required: false,
    });
    expect(await statusOf(registry)).toEqual({
      code: 200,
      body: {
        status: 'degraded',
        checks: {
          bus: { status: 'ok' },
          storage: { status: 'error', error: 'connect ECONNREFUSED', required: false },
        },
      },
    });
    registry.register('bus', () => Promise.reject(new Error('disconnected')));
    expect((await statusOf(registry)).code).toBe(503);
  });
});
