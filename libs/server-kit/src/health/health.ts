import { Controller, Get, Injectable, Res } from '@nestjs/common';
import type { Response } from 'express';

export type HealthCheck = () => Promise<void>;

/** Components register a check (database, bus, storage); /api/health runs them all. */
@Injectable()
export class HealthRegistry {
  private readonly checks = new Map<string, HealthCheck>();

  register(name: string, check: HealthCheck): void {
    this.checks.set(name, check);
  }

  async run(
    timeoutMs = 3000,
  ): Promise<{ status: 'ok' | 'error'; checks: Record<string, { status: 'ok' | 'error'; error?: string }> }> {
    const entries = await Promise.all(
      [...this.checks].map(async ([name, check]) => {
        try {
          await Promise.race([
            check(),
            new Promise((_, reject) =>
              setTimeout(() => reject(new Error(`timed out after ${timeoutMs} ms`)), timeoutMs).unref(),
            ),
          ]);
          return [name, { status: 'ok' as const }] as const;
        } catch (error) {
          return [
            name,
            { status: 'error' as const, error: error instanceof Error ? error.message : String(error) },
          ] as const;
        }
      }),
    );
    const checks = Object.fromEntries(entries);
    const status = entries.every(([, r]) => r.status === 'ok') ? 'ok' : 'error';
    return { status, checks };
  }
}

@Controller('api/health')
export class HealthController {
  constructor(private readonly registry: HealthRegistry) {}

  @Get()
  async health(@Res() res: Response): Promise<void> {
    const report = await this.registry.run();
    res.status(report.status === 'ok' ? 200 : 503).json(report);
  }
}
