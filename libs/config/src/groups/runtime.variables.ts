import { IsBoolean, IsIn, IsInt, Min } from 'class-validator';
import type { Constructor } from '../mixin';
import { ToBoolean, ToInteger } from '../transforms';
import { Variable } from '../variable.decorator';

export const NODE_ENVS = ['production', 'development', 'test'] as const;
export type NodeEnv = (typeof NODE_ENVS)[number];

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** What every Deckmill process reads: how it behaves and how much it logs. */
export function WithRuntime<TBase extends Constructor>(Base: TBase) {
  class RuntimeVariables extends Base {
    @Variable({
      description: 'Runtime environment; production hides error details and enables secure cookies.',
    })
    @IsIn(NODE_ENVS)
    NODE_ENV: NodeEnv = 'production';

    @Variable({ description: 'Minimum pino log level.' })
    @IsIn(LOG_LEVELS)
    LOG_LEVEL: LogLevel = 'info';

    @Variable({
      description:
        'Refuse, with an error naming the subject, a request to another service (or an outbox flush) made inside a database transaction, instead of waiting while the transaction holds its connection and locks. Default: on.',
    })
    @ToBoolean()
    @IsBoolean()
    DECKMILL_TRANSACTION_GUARD = true;

    @Variable({
      description:
        'Longest a database transaction may run, in milliseconds, before its next query is refused and it rolls back, freeing its connection (in embedded mode the one connection every user shares). Migrations are not bounded. 0: no limit.',
    })
    @ToInteger()
    @IsInt()
    @Min(0)
    DECKMILL_TRANSACTION_LIMIT_MS = 30_000;
  }
  return RuntimeVariables;
}
