import { rowFailedEvent, rowFailedMessageId } from './row-failures';

const BATCH = '6f1c2d0e-1111-4a5b-9c8d-000000000003';
const OWNER = '7d1f0e1c-9a55-4c1e-8b9a-0c2e3d4f5a6b';
const failure = {
  batchId: BATCH,
  rowNumber: 4,
  from: 'converting' as const,
  reason: 'PDF conversion failed: timeout',
};
const row = {
  fileName: 'EMEA/Acme.pptx',
  ownerId: OWNER,
  templateTeamId: 12,
  formats: ['pptx', 'pdf'],
  failedAt: '2026-11-22T10:00:00.000Z',
};

describe('rowFailedEvent', () => {
  it('says which row failed, whose it is, the team that hears it, and why', () => {
    expect(rowFailedEvent(failure, row)).toEqual({
      batchId: BATCH,
      ownerId: OWNER,
      templateTeamId: 12,
      rowNumber: 4,
      fileName: 'EMEA/Acme.pptx',
      reason: 'PDF conversion failed: timeout',
      occurredAt: '2026-11-22T10:00:00.000Z',
    });
  });

  it('names the PDF when the batch makes no deck', () => {
    expect(rowFailedEvent(failure, { ...row, formats: ['pdf'] }).fileName).toBe('EMEA/Acme.pdf');
  });

  it('has one message id per row, so a repeat is the same message', () => {
    expect(rowFailedMessageId(BATCH, 4)).toBe(`row-failed:${BATCH}:4`);
  });
});
