import type { Repository } from 'typeorm';
import type { Template } from '../../entities/template.entity';
import { ListOwnedTemplatesUseCase } from './list-owned-templates.use-case';

describe('ListOwnedTemplatesUseCase', () => {
  it("asks only for the owner's templates and names each stored file", async () => {
    const asked: unknown[] = [];
    const template = {
      id: 7,
      name: 'Quarterly',
      teamId: null,
      storagePrefix: 'templates/abc',
      placeholders: [{ name: 'client' }, { name: 'amount' }],
      sizeBytes: 1234,
      slideCount: 3,
      presentationsCount: 2,
      createdAt: new Date('2026-11-01T00:00:00Z'),
      updatedAt: new Date('2026-11-02T00:00:00Z'),
    } as unknown as Template;
    const repository = {
      find: async (options: unknown) => {
        asked.push(options);
        return [template];
      },
    } as unknown as Repository<Template>;
    const reply = await new ListOwnedTemplatesUseCase(repository).execute({ ownerId: 'owner-1' });
    expect(asked).toEqual([{ where: { ownerId: 'owner-1' }, order: { createdAt: 'ASC', id: 'ASC' } }]);
    expect(reply.templates).toEqual([
      expect.objectContaining({
        id: 7,
        placeholders: ['client', 'amount'],
        createdAt: '2026-11-01T00:00:00.000Z',
        file: { key: expect.stringContaining('templates/abc'), downloadName: 'Quarterly.pptx' },
      }),
    ]);
  });
});
