import { parseArgs } from 'node:util';
import { ConfigBase, loadConfig, WithNats } from '@deckmill/config';
import { DeadLetterAdmin, type StoredDeadLetter } from '@deckmill/messaging';

/** What the ops commands read from the environment: the NATS server only. */
export class OpsConfig extends WithNats(ConfigBase) {}

const USAGE = `Usage:
  ops dlq list [--consumer <durable>] [--limit <n>] [--json]
  ops dlq redrive [--consumer <durable>] [--seq <n>]... [--purge-only]

list     the dead letters, oldest first: sequence, time, consumer, subject, deliveries and reason
redrive  publishes each selected letter's message again for the consumer that gave up (other subscribers of
         an event ignore it), then deletes the letter; --purge-only deletes without publishing. With neither
         --consumer nor --seq it takes every letter.
Distributed mode (NATS_URL); the embedded bus keeps its dead letters in DATA_DIR/bus.`;

export class OpsUsageError extends Error {}

interface OpsArgs {
  readonly action: 'list' | 'redrive';
  readonly consumer?: string;
  readonly seqs?: number[];
  readonly limit: number;
  readonly json: boolean;
  readonly purgeOnly: boolean;
}

export function parseOpsArgs(argv: readonly string[]): OpsArgs {
  const [area, action, ...rest] = argv;
  if (area !== 'dlq' || (action !== 'list' && action !== 'redrive')) throw new OpsUsageError(USAGE);
  const { values } = parseArgs({
    args: rest,
    options: {
      consumer: { type: 'string' },
      seq: { type: 'string', multiple: true },
      limit: { type: 'string' },
      json: { type: 'boolean', default: false },
      'purge-only': { type: 'boolean', default: false },
    },
    strict: true,
  });
  const seqs = values.seq?.map(Number);
  if (seqs?.some((seq) => !Number.isInteger(seq) || seq < 1))
    throw new OpsUsageError(`--seq takes a stream sequence.\n\n${USAGE}`);
  const limit = values.limit === undefined ? 100 : Number(values.limit);
  if (!Number.isInteger(limit) || limit < 1)
    throw new OpsUsageError(`--limit takes a positive number.\n\n${USAGE}`);
  return {
    action,
    ...(values.consumer ? { consumer: values.consumer } : {}),
    ...(seqs ? { seqs } : {}),
    limit,
    json: values.json,
    purgeOnly: values['purge-only'],
  };
}

function describe(letter: StoredDeadLetter): string {
  return `#${letter.seq}  ${letter.time}  ${letter.consumer}  ${letter.subject}  ${letter.deliveryCount} deliveries  ${letter.reason}`;
}

/** `main.js ops dlq list|redrive` (`npm run ops -- dlq list`): the operator's tools for the dead-letter stream. */
export async function runOpsCommand(
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
  out: (text: string) => void = (text) => process.stdout.write(text),
  /** Tests: the subject namespace of their own streams. */
  namespace?: string,
): Promise<void> {
  const args = parseOpsArgs(argv);
  if (!env['NATS_URL']) throw new OpsUsageError(`NATS_URL is required (distributed mode).\n\n${USAGE}`);
  const { NATS_URL } = loadConfig(OpsConfig, env);
  const admin = await DeadLetterAdmin.connect({ servers: NATS_URL, ...(namespace ? { namespace } : {}) });
  try {
    const selection = {
      ...(args.consumer ? { consumer: args.consumer } : {}),
      ...(args.seqs ? { seqs: args.seqs } : {}),
    };
    if (args.action === 'list') {
      const letters = await admin.list(selection, args.limit);
      if (args.json) out(`${JSON.stringify(letters, null, 2)}\n`);
      else
        out(
          letters.length === 0
            ? 'No dead letters.\n'
            : letters.map((letter) => `${describe(letter)}\n`).join(''),
        );
      return;
    }
    const count = await admin.redrive(selection, args.purgeOnly);
    out(`${args.purgeOnly ? 'Purged' : 'Redrove'} ${count} dead letter${count === 1 ? '' : 's'}.\n`);
  } finally {
    await admin.close();
  }
}
