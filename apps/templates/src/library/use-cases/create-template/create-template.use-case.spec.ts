import type { EntityManager, Repository } from 'typeorm';
import type { TeamRole } from '@deckmill/bus-contracts';
import { DomainException } from '@deckmill/messaging';
import { TemplateError } from '@deckmill/pptx';
import { ObjectNotFoundError, type ObjectStorage } from '@deckmill/storage';
import type { TeamDirectory } from '../../../shared';
import type { TemplateMessages } from '../../template-messages';
import type { DeckInspector, InspectedDeck } from '../../deck-inspector';
import { Template } from '../../entities/template.entity';
import { CreateTemplateUseCase } from './create-template.use-case';

const actorId = '00000000-0000-4000-8000-000000000001';
const uploadId = '11111111-2222-4333-8444-555555555555';
const fileKey = `templates/${uploadId}/source.pptx`;
const deck: InspectedDeck = {
  removed: [],
  facts: {
    sizeBytes: 1234,
    slideCount: 2,
    placeholders: [{ name: 'first_name', occurrences: [{ slide: 1, kind: 'slide' }] }],
    structure: { tags: [{ path: 'first_name', filters: [] }], sections: [] },
  },
};

function setUp(
  options: { deck?: () => Promise<InspectedDeck>; role?: TeamRole | null; takenPrefix?: string } = {},
) {
  const saved: Template[] = [];
  const deletedPrefixes: string[] = [];
  const published: string[] = [];
  const committed: string[] = [];
  const manager = {
    save: async (template: Template) => {
      saved.push(template);
      return Object.assign(template, { id: 41, createdAt: new Date('2026-03-05T10:00:00Z') });
    },
  } as unknown as EntityManager;
  const repository = {
    existsBy: async ({ storagePrefix }: { storagePrefix: string }) => storagePrefix === options.takenPrefix,
    create: (fields: Partial<Template>) => Object.assign(new Template(), fields),
    manager: {
      transaction: async <T>(work: (transaction: EntityManager) => Promise<T>) => {
        const result = await work(manager);
        committed.push('commit');
        return result;
      },
    },
  };
  const storage: Pick<ObjectStorage, 'deletePrefix'> = {
    deletePrefix: async (prefix) => {
      deletedPrefixes.push(prefix);
      return 1;
    },
  };
  const inspector: Pick<DeckInspector, 'inspect'> = { inspect: options.deck ?? (async () => deck) };
  const teams: Pick<TeamDirectory, 'roleIn'> = {
    roleIn: async () => (options.role ? { role: options.role, teamName: 'Marketing' } : null),
  };
  // Staged messages must travel in the transaction that saves the template, then be flushed after commit.
  const messages: Pick<TemplateMessages, 'lifecycle' | 'renderPreviews' | 'flush'> = {
    lifecycle: async (transaction, key) => void (transaction === manager && published.push(key)),
    renderPreviews: async (transaction) =>
      void (transaction === manager && published.push('templates.render-previews')),
    flush: async () => void published.push(`flush after ${committed.length} commit(s)`),
  };
  const useCase = new CreateTemplateUseCase(
    repository as unknown as Repository<Template>,
    storage as ObjectStorage,
    inspector as DeckInspector,
    teams as TeamDirectory,
    messages as TemplateMessages,
  );
  return { useCase, saved, deletedPrefixes, published };
}

function input(overrides: { name?: string; teamId?: number | null; fileKey?: string } = {}) {
  return { actorId, name: '', fileName: 'Sales Pitch.pptx', fileKey, teamId: null, ...overrides };
}

async function refusal(promise: Promise<unknown>): Promise<DomainException> {
  const error = await promise.then(
    () => undefined,
    (failure: unknown) => failure,
  );
  if (!(error instanceof DomainException))
    throw new Error(`expected a DomainException, got ${String(error)}`);
  return error;
}

describe('CreateTemplateUseCase', () => {
  it('keeps a checked deck and stages its announcement and previews job with it, flushed after commit', async () => {
    const { useCase, saved, deletedPrefixes, published } = setUp({ role: 'member' });
    const item = await useCase.execute(input({ teamId: 4 }));
    expect(item).toMatchObject({ id: 41, name: 'Sales Pitch', teamId: 4, teamName: 'Marketing' });
    expect(saved[0]).toMatchObject({
      storagePrefix: `templates/${uploadId}/`,
      sizeBytes: 1234,
      slideCount: 2,
      previewStatus: 'pending',
    });
    expect(deletedPrefixes).toEqual([]);
    expect(published).toEqual(['template.uploaded', 'templates.render-previews', 'flush after 1 commit(s)']);
    expect(item.removedContentNotices).toEqual([]);
  });

  it('says in its answer what was removed from the stored file', async () => {
    const { useCase } = setUp({ deck: async () => ({ ...deck, removed: ['macros', 'media-references'] }) });
    const item = await useCase.execute(input());
    expect(item.removedContentNotices).toEqual([
      expect.stringMatching(/^Macros and ActiveX controls were removed/),
      expect.stringMatching(/^Pictures in this template referred to files or web addresses outside it/),
    ]);
  });

  it("refuses a deck the engine rejects, keyed file with the engine's message, and deletes the upload", async () => {
    const { useCase, saved, deletedPrefixes } = setUp({
      deck: async () => {
        throw new TemplateError('encrypted', 'This presentation is password-protected.');
      },
    });
    const error = await refusal(useCase.execute(input()));
    expect(error.kind).toBe('invalid');
    expect(error.domainError.fields).toEqual({ file: ['This presentation is password-protected.'] });
    expect(saved).toEqual([]);
    expect(deletedPrefixes).toEqual([`templates/${uploadId}/`]);
  });

  it('refuses a team the user is not in, keyed teamId, and deletes the upload', async () => {
    const { useCase, deletedPrefixes } = setUp({ role: null });
    const error = await refusal(useCase.execute(input({ teamId: 9 })));
    expect(Object.keys(error.domainError.fields)).toEqual(['teamId']);
    expect(deletedPrefixes).toEqual([`templates/${uploadId}/`]);
  });

  it('refuses a name over 255 characters, keyed name, and deletes the upload', async () => {
    const { useCase, deletedPrefixes } = setUp();
    const error = await refusal(useCase.execute(input({ name: 'n'.repeat(256) })));
    expect(Object.keys(error.domainError.fields)).toEqual(['name']);
    expect(deletedPrefixes).toEqual([`templates/${uploadId}/`]);
  });

  it('answers a missing upload keyed file', async () => {
    const { useCase } = setUp({
      deck: async () => {
        throw new ObjectNotFoundError(fileKey);
      },
    });
    const error = await refusal(useCase.execute(input()));
    expect(Object.keys(error.domainError.fields)).toEqual(['file']);
  });

  it('never touches a key the gateway could not have written', async () => {
    const { useCase, deletedPrefixes } = setUp();
    const error = await refusal(useCase.execute(input({ fileKey: 'presentations/other/output.pptx' })));
    expect(error.kind).toBe('invalid');
    expect(deletedPrefixes).toEqual([]);
  });

  it("refuses a key another template already lives under, without deleting that template's files", async () => {
    const { useCase, saved, deletedPrefixes } = setUp({ takenPrefix: `templates/${uploadId}/` });
    const error = await refusal(useCase.execute(input()));
    expect(Object.keys(error.domainError.fields)).toEqual(['file']);
    expect(saved).toEqual([]);
    expect(deletedPrefixes).toEqual([]);
  });
});
