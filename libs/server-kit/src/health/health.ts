import { Controller, Get, Injectable, Res } from '@nestjs/common';
import type { Response } from 'express';

/** Resolves when healthy; a string it resolves with is a note shown beside `ok` (a degraded but working part). */
export type HealthCheck = () => Promise<void | string>;

interface CheckResult {
  status: 'ok' | 'error';
  error?: string;
  note?: string;
  /** false: the process stays ready while this fails (only features that need it answer 503). */
  required?: false;
}

export interface HealthCheckOptions {
  /**
   * Whether the process is unready while the check fails (default true). A dependency only some features need
   * is not required: its outage shows as those features' 503s and as `degraded` here, and the pod keeps its
   * traffic (docs/operations.md, "Dependency outages").
   */
  readonly required?: boolean;
}

/** `ok`; `degraded`: a check that is not required fails (still ready); `error`: a required one fails. */
export type HealthStatus = 'ok' | 'degraded' | 'error';

/**
 * Each check's deadline: the checks run side by side, so a readiness answer takes about this long at worst
 * (3.0 s during a NATS outage). The chart's probe timeouts must exceed it (tools/helm/chart-rules.mjs reads it).
 */
export const READINESS_CHECK_TIMEOUT_MS = 3000;

/** Components register a check (database, bus, storage); /api/health runs them all. */
@Injectable()
export class HealthRegistry {
  private readonly checks = new Map<string, { check: HealthCheck; required: boolean }>();

  register(name: string, check: HealthCheck, options: HealthCheckOptions = {}): void {
    this.checks.set(name, { check, required: options.required ?? true });
  }

  async run(
    timeoutMs = READINESS_CHECK_TIMEOUT_MS,
  ): Promise<{ status: HealthStatus; checks: Record<string, CheckResult> }> {
    const entries = await Promise.all(
      [...this.checks].map(async ([name, { check, required }]) => {
        const optional = required ? {} : { required: false as const };
        try {
          const note = await Promise.race([
            check(),
            new Promise((_, reject) =>
              setTimeout(() => reject(new Error(`timed out after ${timeoutMs} ms`)), timeoutMs).unref(),
            ),
          ]);
          const result: CheckResult =
            typeof note === 'string' ? { status: 'ok', note, ...optional } : { status: 'ok', ...optional };
          return [name, result] as const;
        } catch (error) {
          const result: CheckResult = {
            status: 'error',
            error: error instanceof Error ? error.message : String(error),
            ...optional,
          };
          return [name, result] as const;
        }
      }),
    );
    const checks = Object.fromEntries(entries);
    const failed = entries.filter(([, result]) => result.status === 'error');
    const status: HealthStatus =
      failed.length === 0
        ? 'ok'
        : failed.some(([, result]) => result.required !== false)
          ? 'error'
          : 'degraded';
    return { status, checks };
  }
}

/**
 * Probes. `live`: the process answers (its event loop turns); never a dependency, so an outage of NATS or
 * PostgreSQL never gets a process killed that would recover by itself. `ready` (and `/api/health`, its
 * older name): every required check passes, else 503 with which one failed; an orchestrator routes no
 * traffic to it meanwhile, and starts routing again once it is ready (also the startup probe). A check that
 * is not required and fails answers 200 `degraded`: the pod still serves its core traffic.
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
    res.status(report.status === 'error' ? 503 : 200).json(report);
  }

  @Get('live')
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }
}
