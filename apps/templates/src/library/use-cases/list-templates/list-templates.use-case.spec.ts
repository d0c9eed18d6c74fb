import { ILike, In, type FindManyOptions, type Repository } from 'typeorm';
import type { TeamDirectory } from '../../../shared';
import { Template } from '../../entities/template.entity';
import { LibraryTemplates } from '../../library-templates';
import { ListTemplatesUseCase } from './list-templates.use-case';

function template(id: number, previewStatus: Template['previewStatus'], previewCount: number): Template {
  return Object.assign(new Template(), {
    id,
    name: `Deck ${id}`,
    teamId: null,
    presentationsCount: 0,
    placeholders: [],
    createdAt: new Date('2026-11-01T00:00:00Z'),
    previewStatus,
    previewCount,
    storagePrefix: `templates/t${id}/`,
  });
}

describe('ListTemplatesUseCase', () => {
  it("names each template's first slide preview as its thumbnail once previews are ready, else null", async () => {
    const found = [template(1, 'ready', 3), template(2, 'pending', 0), template(3, 'failed', 0)];
    const repository = { find: async () => found } as unknown as Repository<Template>;
    const teams = { memberships: async () => [] } as unknown as TeamDirectory;
    const library = new LibraryTemplates(repository, teams);

    const { templates } = await new ListTemplatesUseCase(library).execute({ actorId: 'user-1' });

    expect(templates.map((item) => item.thumbnailKey)).toEqual([
      'templates/t1/previews/slide-1.png',
      null,
      null,
    ]);
  });

  it("asks for the names holding the search, in any case, among the actor's own and their teams' only", async () => {
    const asked: FindManyOptions<Template>[] = [];
    const repository = {
      find: async (options: FindManyOptions<Template>) => {
        asked.push(options);
        return [];
      },
    } as unknown as Repository<Template>;
    const teams = { memberships: async () => [{ teamId: 7, name: 'Sales' }] } as unknown as TeamDirectory;
    const useCase = new ListTemplatesUseCase(new LibraryTemplates(repository, teams));

    await useCase.execute({ actorId: 'user-1', search: '50%_off' });
    await useCase.execute({ actorId: 'user-1' });

    const named = { name: ILike('%50\\%\\_off%') };
    expect(asked[0]?.where).toEqual([
      { ownerId: 'user-1', ...named },
      { teamId: In([7]), ...named },
    ]);
    expect(asked[1]?.where).toEqual([{ ownerId: 'user-1' }, { teamId: In([7]) }]);
  });
});
