import {
  AdminOperatedBatchSchema,
  AdminPresentationRowSchema,
  AdminStuckBatchSchema,
  AdminTeamRowSchema,
  AdminTemplateRowSchema,
} from '../shared/api-vocabulary';
import { AdminBatchRecordSchema, AdminTeamRecordSchema, AdminTemplateRecordSchema } from './owner-rpc';
import { OperatedBatchSchema, StuckBatchRecordSchema, StuckForMinutesSchema } from './stuck-batches';

const fields = (schema: { shape: object }, without: string[] = []) =>
  Object.keys(schema.shape)
    .filter((field) => !without.includes(field))
    .sort();

describe('records the owners answer, taken from the panel API', () => {
  it('are the API rows without the e-mail the admin service adds', () => {
    expect(fields(AdminTeamRecordSchema)).toEqual(fields(AdminTeamRowSchema, ['creatorEmail']));
    expect(fields(AdminTemplateRecordSchema)).toEqual(fields(AdminTemplateRowSchema, ['ownerEmail']));
    expect(fields(AdminBatchRecordSchema)).toEqual(fields(AdminPresentationRowSchema, ['ownerEmail']));
  });

  it('name the stuck batch team templateTeamId and carry the owner for the audit trail', () => {
    expect(fields(StuckBatchRecordSchema)).toEqual(
      [...fields(AdminStuckBatchSchema, ['ownerEmail', 'teamId']), 'templateTeamId'].sort(),
    );
    expect(fields(OperatedBatchSchema)).toEqual(
      [...fields(AdminOperatedBatchSchema), 'ownerId', 'templateTeamId'].sort(),
    );
  });

  it('keep the bus checks: uuids, known statuses, the threshold of one minute to a week', () => {
    expect(AdminTeamRecordSchema.shape.creatorId.safeParse('u1').success).toBe(false);
    expect(AdminBatchRecordSchema.shape.id.safeParse('b1').success).toBe(false);
    expect(StuckBatchRecordSchema.shape.status.safeParse('whatever').success).toBe(false);
    expect(StuckForMinutesSchema.safeParse(10_080).success).toBe(true);
    expect(StuckForMinutesSchema.safeParse(10_081).success).toBe(false);
  });
});
