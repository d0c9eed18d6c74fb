import path from 'node:path';
import type { RunMode } from '@deckmill/config';
import { DataDirInUseError } from '@deckmill/database';
import { identityDatabase, parseAdminArgs, promoteAdminCommand } from '@deckmill/identity-service';
import {
  InProcessBus,
  JetStreamBus,
  type MessageBus,
  type MessagingModuleOptions,
} from '@deckmill/messaging';
import { openPlatform, type Platform } from '../platform';

/**
 * `main.js admin create --email x` (`npm run admin -- create ...`): identity's database and the bus, opened
 * by the same platform as the server, from the same environment. Identity's migrations run first, so the first
 * operator can be created before the server ever ran (recorded in identity's schema, where the server looks).
 */
export async function runAdminCommand(argv: readonly string[], mode: RunMode, env: NodeJS.ProcessEnv) {
  const command = parseAdminArgs(argv);
  const platform = await openPlatformOrExplain(mode, env);
  try {
    const dataSource = await platform.openDatabase([identityDatabase], true);
    try {
      const bus = await openBus(platform.messaging);
      try {
        const lines = await promoteAdminCommand(dataSource, bus, command);
        process.stdout.write(lines.map((line) => `${line}\n`).join(''));
      } finally {
        await bus.close();
      }
    } finally {
      await dataSource.destroy();
    }
  } finally {
    await platform.stop();
  }
}

function openBus(messaging: MessagingModuleOptions): Promise<MessageBus> {
  if (messaging.mode === 'embedded') {
    if (!messaging.dataDir) return InProcessBus.open({});
    return InProcessBus.open({
      directory: path.join(messaging.dataDir, 'bus'),
      encryptionKey: messaging.logEncryptionKey,
    });
  }
  if (!messaging.natsUrl) throw new Error('NATS_URL is required');
  return JetStreamBus.connect({ servers: messaging.natsUrl, name: 'deckmill-admin-cli' });
}

/** The embedded database has one process; beside a running server, tell the operator what to do instead. */
async function openPlatformOrExplain(mode: RunMode, env: NodeJS.ProcessEnv): Promise<Platform> {
  try {
    return await openPlatform(mode, ['identity'], env);
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    throw new Error(
      `${error.message}\nStop the server first (then run this command again and start it), or set ` +
        'ADMIN_EMAIL=<address> and restart the server: that account gets the admin flag once its address ' +
        'is confirmed.',
      { cause: error },
    );
  }
}
