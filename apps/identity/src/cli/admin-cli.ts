import 'reflect-metadata';
import { OutboxRelay, OutboxWriter } from '@deckmill/messaging';
import { PasswordHasher } from '../credentials/password-hasher';
import { Clock } from '../shared/clock';
import { User } from '../users/entities/user.entity';
import { PromoteAdminUseCase } from '../users/use-cases/promote-admin/promote-admin.use-case';
import { UserEvents } from '../users/user-events';
import { parseAdminArgs } from './admin-args';
import { openAdminPlatform } from './admin-platform';

/** `npm run admin -- create --email x [--password y]`: the first operator (creates or promotes). */
async function main(): Promise<void> {
  const command = parseAdminArgs(process.argv.slice(2));
  const platform = await openAdminPlatform(process.env);
  try {
    const clock = new Clock();
    const promote = new PromoteAdminUseCase(
      platform.dataSource.getRepository(User),
      new PasswordHasher(),
      new UserEvents(
        new OutboxWriter('identity'),
        new OutboxRelay('identity', platform.dataSource, platform.bus),
        clock,
      ),
      clock,
    );
    const result = await promote.execute(command.email, command.password, command.name);
    const what = result.created ? 'Created admin account' : 'Gave the admin flag to';
    process.stdout.write(`${what} ${result.user.email}\n`);
    if (result.generatedPassword) {
      process.stdout.write(`Password (shown once): ${result.generatedPassword}\n`);
    }
  } finally {
    await platform.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
