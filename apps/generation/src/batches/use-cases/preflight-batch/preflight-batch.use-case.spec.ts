import { DomainErrors } from '@deckmill/bus-contracts';
import { DomainException, isDomainError, type RpcClient } from '@deckmill/messaging';
import type { ObjectStorage } from '@deckmill/storage';
import type { TemplateCache } from '../../../shared';
import { PreflightBatchUseCase, rowLabel } from './preflight-batch.use-case';
import type { DatasetStore } from '../../../datasets';
import { PreflightGate } from './preflight-gate';

describe('rowLabel', () => {
  it('names a row by its first column’s value, on one line and cut', () => {
    expect(rowLabel({ data: {}, fields: { company: '  Acme\n Ltd ', city: 'Paris' } })).toBe('Acme Ltd');
    expect(rowLabel({ data: {}, fields: { note: 'x'.repeat(80) } })).toBe(`${'x'.repeat(59)}…`);
    expect(rowLabel({ data: {}, fields: {} })).toBe('');
  });

  it('names a group by its value of the group_by column, whatever its case', () => {
    expect(rowLabel({ data: {}, fields: { company: 'Acme', Region: ' South ' } }, 'region')).toBe('South');
  });
});

describe('PreflightBatchUseCase', () => {
  it('answers another user’s template as not found and deletes both uploads, reading nothing', async () => {
    const deleted: string[] = [];
    const storage = { delete: async (key: string) => void deleted.push(key) } as unknown as ObjectStorage;
    const rpc = {
      call: async () => {
        throw new DomainException(DomainErrors.notFound('template_not_found', 'Template not found.'));
      },
    } as unknown as RpcClient;
    const templates = { get: jest.fn() } as unknown as TemplateCache;
    const useCase = new PreflightBatchUseCase(
      storage,
      rpc,
      templates,
      jest.fn(),
      new PreflightGate(),
      {} as DatasetStore,
    );
    const input = {
      actorId: '6f1d8f59-0d4c-4a57-9d0c-3f1e2b7c9a10',
      templateId: 9,
      dataFileKey: 'uploads/csv/a.csv',
      dataMapping: {},
      imagesKey: 'uploads/images/a.zip',
    };
    const refused = await useCase.execute(input).catch((error: unknown) => error);
    expect(isDomainError(refused, 'not_found')).toBe(true);
    expect(deleted.sort()).toEqual(['uploads/csv/a.csv', 'uploads/images/a.zip']);
    expect(templates.get).not.toHaveBeenCalled();
  });
});
