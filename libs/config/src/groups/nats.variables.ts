import { IsOptional, ValidateBy } from 'class-validator';
import type { Constructor } from '../mixin';
import { ToInteger } from '../transforms';
import { IsIntInRange } from '../validators/is-int-in-range';
import { IsUrlWithScheme } from '../validators/is-url-with-scheme';
import { Variable } from '../variable.decorator';

/** Ten years: a bound that catches a unit mistake (seconds for hours), not a policy. */
const MAX_AGE_HOURS = 87_600;
const MIN_STREAM_BYTES = 1024 * 1024;

/** -1 (no limit) or a size of at least 1 MiB. */
function IsStreamByteLimit() {
  return ValidateBy({
    name: 'isStreamByteLimit',
    validator: {
      validate: (value) => value === -1 || (Number.isSafeInteger(value) && Number(value) >= MIN_STREAM_BYTES),
      defaultMessage: () => `must be -1 (no limit) or a whole number of bytes from ${MIN_STREAM_BYTES}`,
    },
  });
}

const UNSET_RULE =
  'Unset: a new stream gets the default, an existing one keeps what it has (an operator may change it by hand).';

/** The NATS server that carries request/reply calls, events and jobs between services. */
export function WithNats<TBase extends Constructor>(Base: TBase) {
  class NatsVariables extends Base {
    @Variable({
      description: 'NATS server URL with JetStream enabled, e.g. nats://nats:4222.',
      sensitive: true,
    })
    @IsUrlWithScheme(['nats', 'tls'])
    NATS_URL!: string;

    @Variable({
      description: `Replicas of the DECKMILL_EVENTS, DECKMILL_JOBS and DECKMILL_DEADLETTER streams (1-5); more than 1 needs a JetStream cluster of at least that many servers. ${UNSET_RULE}`,
    })
    @ToInteger()
    @IsOptional()
    @IsIntInRange(1, 5)
    NATS_STREAM_REPLICAS?: number;

    @Variable({
      description: `Hours (0-${MAX_AGE_HOURS}, 0: no limit) DECKMILL_EVENTS keeps an event (default 168). ${UNSET_RULE}`,
    })
    @ToInteger()
    @IsOptional()
    @IsIntInRange(0, MAX_AGE_HOURS)
    NATS_EVENTS_MAX_AGE_HOURS?: number;

    @Variable({
      description: `Bytes DECKMILL_EVENTS may hold (-1: no limit, the default); when full the oldest events go. ${UNSET_RULE}`,
    })
    @ToInteger()
    @IsOptional()
    @IsStreamByteLimit()
    NATS_EVENTS_MAX_BYTES?: number;

    @Variable({
      description: `Bytes DECKMILL_JOBS may hold (-1: no limit, the default); when full new jobs are refused (outboxes retry), waiting ones are never dropped. ${UNSET_RULE}`,
    })
    @ToInteger()
    @IsOptional()
    @IsStreamByteLimit()
    NATS_JOBS_MAX_BYTES?: number;

    @Variable({
      description: `Hours (0-${MAX_AGE_HOURS}, 0: no limit) DECKMILL_DEADLETTER keeps a dead letter (default 720). ${UNSET_RULE}`,
    })
    @ToInteger()
    @IsOptional()
    @IsIntInRange(0, MAX_AGE_HOURS)
    NATS_DEADLETTER_MAX_AGE_HOURS?: number;

    @Variable({
      description: `Bytes DECKMILL_DEADLETTER may hold (-1: no limit, the default); when full the oldest dead letters go. ${UNSET_RULE}`,
    })
    @ToInteger()
    @IsOptional()
    @IsStreamByteLimit()
    NATS_DEADLETTER_MAX_BYTES?: number;
  }
  return NatsVariables;
}
