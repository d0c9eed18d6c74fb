import { Logger } from '@nestjs/common';
import type { UserDirectory } from '../../../shared';
import type { MappedActivity } from '../../mapping/activity-mapping';

const logger = new Logger('AuditUserLabels');
const NAMED_BY_USER_ID = new Set(['user', 'member']);

/**
 * Names a user the event knew only by id (a member who joined or left, a confirmed account), so every view can
 * say who, and the entry keeps the e-mail after the account is gone. Best effort: when identity cannot answer
 * the entry is recorded without the label rather than held back (the id is still there).
 */
export async function withUserLabels(
  activity: MappedActivity,
  directory: Pick<UserDirectory, 'emails'>,
): Promise<MappedActivity> {
  const { target, actor } = activity;
  const needsTarget = NAMED_BY_USER_ID.has(target.type) && target.label === null;
  const needsActor = actor.userId !== null && actor.email === null;
  if (!needsTarget && !needsActor) return activity;
  try {
    const ids = [needsTarget ? target.id : null, needsActor ? actor.userId : null].filter(
      (id): id is string => id !== null,
    );
    const emailOf = await directory.emails(ids);
    return {
      ...activity,
      target: needsTarget ? { ...target, label: emailOf(target.id) } : target,
      actor: needsActor && actor.userId ? { ...actor, email: emailOf(actor.userId) } : actor,
    };
  } catch (error) {
    logger.warn(`Recording ${activity.action} without user labels: ${(error as Error).message}`);
    return activity;
  }
}
