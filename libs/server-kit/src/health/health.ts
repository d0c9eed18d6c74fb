import { Controller, Get, Injectable, Res } from '@nestjs/common';
import type { Response } from 'express';

/** Resolves when healthy; a string it resolves with is a note shown beside `ok` (a degraded but working part). */
export type HealthCheck = () => Promise<void | string>;

interface CheckResult {
  status: 'ok' | 'error';
  error?: string;
  note?: string;
}

/** Components register a check (database, bus, storage); /api/health runs them all. */
@Injectable()
export class HealthRegistry {
  private readonly checks = new Map<string, HealthCheck>();

  register(name: string, check: HealthCheck): void {
    this.checks.set(name, check);
  }

  async run(timeoutMs = 3000): Promise<{ status: 'ok' | 'error'; checks: Record<string, CheckResult> }> {
    const entries = await Promise.all(
      [...this.checks].map(async ([name, check]) => {
        try {
          const note = await Promise.race([
            check(),
            new Promise((_, reject) =>
              setTimeout(() => reject(new Error(`timed out after ${timeoutMs} ms`)), timeoutMs).unref(),
            ),
          ]);
          const result: CheckResult = typeof note === 'string' ? { status: 'ok', note } : { status: 'ok' };
          return [name, result] as const;
        } catch (error) {
          const result: CheckResult = {
            status: 'error',
            error: error instanceof Error ? error.message : String(error),
          };
          return [name, result] as const;
        }
      }),
    );
    const checks = Object.fromEntries(entries);
    const status = entries.every(([, r]) => r.status === 'ok') ? 'ok' : 'error';
    return { status, checks };
  }
}

/**
 * Probes. `live`: the process answers (its event loop turns); never a dependency, so an outage of NATS or
 * PostgreSQL never gets a process killed that would recover by itself. `ready` (and `/api/health`, its
 * older name): every registered check passes, else 503 with which one failed; an orchestrator routes no
 * traffic to it meanwhile, and starts routing again once it is ready (also the startup probe).
 */
@Controller('api/health')
export class HealthController {
  constructor(private readonly registry: HealthRegistry) {}

  @Get()
  async health(@Res() res: Response): Promise<void> {
    await this.ready(res);
  }

  @Get('ready')
  async ready(@Res() res: Response): Promise<void> {
    const report = await this.registry.run();
    res.status(report.status === 'ok' ? 200 : 503).json(report);
  }

  @Get('live')
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }
}
