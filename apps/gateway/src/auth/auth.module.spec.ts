import { Controller, Get, Global, type INestApplication, Module, Req } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import cookieParser from 'cookie-parser';
import type { Request } from 'express';
import request from 'supertest';
import { RpcClient } from '@deckmill/messaging';
import { HealthController, HealthRegistry } from '@deckmill/server-kit';
import { GATEWAY_OPTIONS } from '../gateway.options';
import { AuthModule } from './auth.module';
import { principalOf } from './principal';

/** A route that still authenticates: who asked, as the middleware resolved it. */
@Controller('api/who')
class WhoController {
  @Get()
  who(@Req() req: Request): { userId: string | null } {
    return { userId: principalOf(req)?.userId ?? null };
  }
}

describe('AuthModule', () => {
  let app: INestApplication;
  const call = jest.fn(() => Promise.reject(new Error('no responders: identity.authenticate')));

  beforeAll(async () => {
    @Global()
    @Module({
      providers: [
        { provide: RpcClient, useValue: { call } },
        { provide: GATEWAY_OPTIONS, useValue: { appUrl: 'http://deckmill.test' } },
        HealthRegistry,
      ],
      exports: [RpcClient, GATEWAY_OPTIONS, HealthRegistry],
    })
    class Dependencies {}

    @Module({ imports: [Dependencies, AuthModule], controllers: [HealthController, WhoController] })
    class Gateway {}

    app = await NestFactory.create(Gateway, { logger: false });
    app.get(HealthRegistry).register('bus', () => Promise.reject(new Error('disconnected')), {
      required: false,
    });
    app.use(cookieParser());
    await app.init();
  });

  afterAll(() => app.close());
  beforeEach(() => call.mockClear());

  it('answers the health probes to a signed-in browser without asking identity, which is away', async () => {
    for (const path of ['/api/health/ready', '/api/health']) {
      const res = await request(app.getHttpServer()).get(path).set('Cookie', 'dm_session=live-session');
      expect({ path, status: res.status, body: res.body as unknown }).toEqual({
        path,
        status: 200,
        body: {
          status: 'degraded',
          checks: { bus: { status: 'error', error: 'disconnected', required: false } },
        },
      });
    }
    const live = await request(app.getHttpServer()).get('/api/health/live').set('Cookie', 'dm_session=x');
    expect(live.status).toBe(200);
    expect(call).not.toHaveBeenCalled();
  });

  it('still authenticates every other route (and so fails there while identity is away)', async () => {
    const res = await request(app.getHttpServer()).get('/api/who').set('Cookie', 'dm_session=live-session');
    expect(res.status).toBeGreaterThanOrEqual(500);
    expect(call).toHaveBeenCalledWith('identity.authenticate', { sessionToken: 'live-session' });
  });
});
