import type { EntityManager } from 'typeorm';
import type { MailJob } from '@deckmill/bus-contracts';
import { recordingOutbox } from '@deckmill/messaging/testing';
import { roleChangeFact, TeamMessages } from './team-messages';

const transaction = {} as EntityManager;

function messages() {
  const { writer, relay, staged, flush } = recordingOutbox(transaction);
  return { teamMessages: new TeamMessages(writer, relay), staged, flush };
}

describe('TeamMessages', () => {
  it('stages every event in the caller’s transaction with a message id made of its key and fact', async () => {
    const { teamMessages, staged } = messages();
    const payload = {
      teamId: 3,
      userId: '00000000-0000-4000-8000-000000000001',
      removedBy: '00000000-0000-4000-8000-000000000002',
      occurredAt: '2026-05-01T12:00:00.000Z',
    };
    await teamMessages.publish(transaction, 'member.removed', payload, 'AbCdEfGhIj:17');
    expect(staged).toEqual([
      { kind: 'event', key: 'member.removed', payload, messageId: 'member.removed:AbCdEfGhIj:17' },
    ]);
  });

  it('stages mail as a mail.send job keyed by its mail id', async () => {
    const { teamMessages, staged } = messages();
    const job: MailJob = {
      mailId: 'team-invitation:AbCdEfGhIj:5:1',
      to: 'invitee@example.com',
      template: 'team-invitation',
      variables: { teamName: 'Marketing' },
    };
    await teamMessages.mail(transaction, job);
    expect(staged).toEqual([
      { kind: 'job', key: 'mail.send', payload: job, messageId: 'mail:team-invitation:AbCdEfGhIj:5:1' },
    ]);
  });

  it('flushes through the relay', async () => {
    const { teamMessages, flush } = messages();
    await teamMessages.flush();
    expect(flush).toHaveBeenCalledTimes(1);
  });

  it('names a role change by its direction and time, so a role flipped back is a new fact', () => {
    const at = new Date('2026-05-01T12:00:00.000Z');
    const later = new Date('2026-05-01T12:00:01.000Z');
    expect(roleChangeFact('AbCdEfGhIj', 17, 'member', 'admin', at)).toBe(
      `AbCdEfGhIj:17:member>admin:${at.getTime()}`,
    );
    expect(roleChangeFact('AbCdEfGhIj', 17, 'member', 'admin', later)).not.toBe(
      roleChangeFact('AbCdEfGhIj', 17, 'member', 'admin', at),
    );
  });
});
