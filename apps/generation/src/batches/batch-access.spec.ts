import { DomainErrors } from '@deckmill/bus-contracts';
import { DomainException, ServiceException, type RpcClient } from '@deckmill/messaging';
import type { Batch } from './entities/batch.entity';
import { BatchAccess } from './batch-access';
import type { BatchRepository } from './batch.repository';

const BATCH_ID = '8a6f2f7e-9b1c-4d3e-8f00-1234567890ab';
const OWNER = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';

interface World {
  /** The template's team today (null: private); 'gone' when templates answers 404. */
  readonly templateTeam: number | null | 'gone';
  /** Teams the other user belongs to now. */
  readonly memberOf: readonly number[];
}

function accessIn(world: World) {
  const batch = { id: BATCH_ID, ownerId: OWNER, templateId: 7, templateTeamId: 3 } as Batch;
  const batches = { findById: jest.fn().mockResolvedValue(batch) } as unknown as BatchRepository;
  const call = jest.fn((key: string, request: { teamId?: number }) => {
    if (key === 'templates.resolve-for-use') {
      if (world.templateTeam === 'gone') {
        return Promise.reject(
          new DomainException(DomainErrors.notFound('template_not_found', 'Template not found.')),
        );
      }
      return Promise.resolve({ id: 7, teamId: world.templateTeam });
    }
    const member = request.teamId !== undefined && world.memberOf.includes(request.teamId);
    return Promise.resolve({ role: member ? 'member' : null, teamName: member ? 'Team' : null });
  });
  return { access: new BatchAccess(batches, { call } as unknown as RpcClient), call };
}

const notFound = expect.objectContaining({ domainError: expect.objectContaining({ kind: 'not_found' }) });

describe('BatchAccess', () => {
  it('lets the owner in without asking other services', async () => {
    const { access, call } = accessIn({ templateTeam: 'gone', memberOf: [] });
    await expect(access.visibleBatch(OWNER, BATCH_ID)).resolves.toMatchObject({ id: BATCH_ID });
    expect(call).not.toHaveBeenCalled();
  });

  it('lets in a current member of the team the template is shared with now', async () => {
    const { access, call } = accessIn({ templateTeam: 3, memberOf: [3] });
    await expect(access.visibleBatch(OTHER, BATCH_ID)).resolves.toMatchObject({ id: BATCH_ID });
    expect(call).toHaveBeenCalledWith('teams.membership', { userId: OTHER, teamId: 3 });
  });

  it('answers 404 to someone no longer in the team', async () => {
    const { access } = accessIn({ templateTeam: 3, memberOf: [] });
    await expect(access.visibleBatch(OTHER, BATCH_ID)).rejects.toEqual(notFound);
  });

  it('answers 404 to the team once the template is private or deleted', async () => {
    for (const templateTeam of [null, 'gone'] as const) {
      const { access } = accessIn({ templateTeam, memberOf: [3] });
      await expect(access.visibleBatch(OTHER, BATCH_ID)).rejects.toEqual(notFound);
    }
  });

  it('passes on a failure of templates other than not found instead of hiding the batch', async () => {
    const { access, call } = accessIn({ templateTeam: 3, memberOf: [3] });
    call.mockRejectedValueOnce(new ServiceException({ kind: 'unavailable', error: 'unavailable' }));
    await expect(access.visibleBatch(OTHER, BATCH_ID)).rejects.toEqual(
      expect.objectContaining({ kind: 'unavailable' }),
    );
  });

  it('answers 404 for an id that is not a UUID without a query', async () => {
    const { access } = accessIn({ templateTeam: 3, memberOf: [3] });
    await expect(access.visibleBatch(OWNER, 'not-an-id')).rejects.toEqual(notFound);
  });
});
