import type { DataSource } from 'typeorm';
import { OutboxRelay, OutboxWriter, type MessageBus } from '@deckmill/messaging';
import { PasswordHasher } from '../credentials/password-hasher';
import { Clock } from '../shared/clock';
import { User } from '../users/entities/user.entity';
import { PromoteAdminUseCase } from '../users/use-cases/promote-admin/promote-admin.use-case';
import { UserEvents } from '../users/user-events';
import type { CreateAdminCommand } from './admin-args';

/**
 * `admin create --email x [--password y]`: the first operator (creates or promotes), over identity's database
 * and the bus the server command opened. Answers the lines to print.
 */
export async function promoteAdminCommand(
  dataSource: DataSource,
  bus: MessageBus,
  command: CreateAdminCommand,
): Promise<string[]> {
  const clock = new Clock();
  const promote = new PromoteAdminUseCase(
    dataSource.getRepository(User),
    new PasswordHasher(),
    new UserEvents(new OutboxWriter('identity'), new OutboxRelay('identity', dataSource, bus), clock),
    clock,
  );
  const result = await promote.execute(command);
  const what = result.created ? 'Created admin account' : 'Gave the admin flag to';
  return [
    `${what} ${result.user.email}`,
    ...(result.generatedPassword ? [`Password (shown once): ${result.generatedPassword}`] : []),
  ];
}
