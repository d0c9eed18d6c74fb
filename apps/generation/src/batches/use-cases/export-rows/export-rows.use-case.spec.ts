import { FieldCipher } from '@deckmill/database';
import { TEST_ROW_ENCRYPTION_KEYS } from '@deckmill/testing';
import { RowCipher } from '../../../shared';
import type { BatchRepository } from '../../batch.repository';
import { ExportRowsUseCase } from './export-rows.use-case';

const batchId = '6f1d2c3b-0000-4000-8000-0000000000b1';

const cipher = new RowCipher(new FieldCipher(TEST_ROW_ENCRYPTION_KEYS));

function setUp(ownerId: string) {
  const batches = {
    isOwnedBy: async (id: string, owner: string) => id === batchId && owner === ownerId,
    rowsForExport: async () => [
      // Stored sealed, and one row from before encryption, in clear.
      {
        rowNumber: 1,
        status: 'done',
        fileName: 'Acme.pptx',
        values: cipher.sealValues(batchId, 1, { client: 'Acme' }),
      },
      { rowNumber: 2, status: 'failed', fileName: 'Bo.pptx', values: { client: 'Bo' } },
    ],
  } as unknown as BatchRepository;
  return new ExportRowsUseCase(batches, cipher);
}

describe('ExportRowsUseCase', () => {
  it("answers the creator's rows with their values, and where the next page starts", async () => {
    const reply = await setUp('ada').execute({ ownerId: 'ada', batchId, afterRow: 0, limit: 2 });
    expect(reply).toEqual({
      rows: [
        { number: 1, status: 'done', fileName: 'Acme.pptx', values: { client: 'Acme' } },
        { number: 2, status: 'failed', fileName: 'Bo.pptx', values: { client: 'Bo' } },
      ],
      nextAfterRow: 2,
    });
  });

  it('is not_found for anyone but the creator', async () => {
    await expect(
      setUp('ada').execute({ ownerId: 'bob', batchId, afterRow: 0, limit: 2 }),
    ).rejects.toMatchObject({
      domainError: { kind: 'not_found', code: 'presentation_not_found' },
    });
  });
});
