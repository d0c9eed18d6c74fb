import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { TemplateNameSchema, type RpcReply } from '@deckmill/bus-contracts';
import type { RpcPayload } from '@deckmill/messaging';
import { REMOVED_CONTENT_NOTICES, isTemplateError } from '@deckmill/pptx';
import { ObjectNotFoundError, OBJECT_STORAGE, type ObjectStorage } from '@deckmill/storage';
import { fieldError, prefixOfSourceKey, TeamDirectory } from '../../../shared';
import { TemplateMessages } from '../../template-messages';
import { DeckInspector, type InspectedDeck } from '../../deck-inspector';
import { templateName } from '../../default-name';
import { Template } from '../../entities/template.entity';
import { toSummary } from '../../presenters';
import { isKeyTaken, templateMadeWithKey } from './idempotency-keys';

/**
 * Accepts a deck the gateway has streamed into storage: checks the name, the team and the file, then keeps
 * the record, with its lifecycle event and previews job staged in the same transaction (outbox). On any
 * refusal the uploaded object is deleted, so nothing is left behind.
 */
@Injectable()
export class CreateTemplateUseCase {
  private readonly logger = new Logger(CreateTemplateUseCase.name);

  constructor(
    @InjectRepository(Template) private readonly templates: Repository<Template>,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    private readonly inspector: DeckInspector,
    private readonly teams: TeamDirectory,
    private readonly messages: TemplateMessages,
  ) {}

  async execute(input: RpcPayload<'templates.create'>): Promise<RpcReply<'templates.create'>> {
    const prefix = prefixOfSourceKey(input.fileKey);
    // A key that is not a fresh upload is never touched: refusing it must not delete another template's files.
    if (!prefix || (await this.templates.existsBy({ storagePrefix: prefix }))) {
      throw fieldError('upload_missing', 'file', 'The upload could not be found. Please try again.');
    }
    const replayed = await this.replay(input, prefix);
    if (replayed) return replayed;
    let template: Template;
    let teamName: string | null;
    let removed: InspectedDeck['removed'];
    try {
      const name = this.checkName(input.name, input.fileName);
      teamName = await this.checkTeam(input.actorId, input.teamId);
      const deck = await this.checkDeck(input.fileKey);
      removed = deck.removed;
      const facts = deck.facts;
      const draft = this.templates.create({
        name,
        ownerId: input.actorId,
        teamId: input.teamId,
        storagePrefix: prefix,
        fileName: input.fileName.slice(0, 255),
        ...facts,
        presentationsCount: 0,
        previewStatus: 'pending',
        previewCount: 0,
        ...(input.idempotencyKey
          ? {
              idempotencyKey: input.idempotencyKey,
              requestFingerprint: input.requestFingerprint ?? '',
              removedContentNotices: removed.map((kind) => REMOVED_CONTENT_NOTICES[kind]),
            }
          : {}),
      });
      template = await this.templates.manager.transaction(async (manager) => {
        const saved = await manager.save(draft);
        await this.messages.lifecycle(manager, 'template.uploaded', saved);
        await this.messages.renderPreviews(manager, saved.id);
        return saved;
      });
    } catch (error) {
      await this.storage.deletePrefix(prefix);
      // A concurrent upload with the same Idempotency-Key stored its template first: answer that one.
      const winner = isKeyTaken(error) ? await this.replay(input, prefix) : null;
      if (winner) return winner;
      throw error;
    }
    await this.messages.flush();
    this.logger.log(`template ${template.id} uploaded (${template.placeholders.length} placeholders)`);
    // Said once, in the upload's answer: the stored file no longer holds what was removed.
    return {
      ...toSummary(template, teamName),
      removedContentNotices: removed.map((kind) => REMOVED_CONTENT_NOTICES[kind]),
    };
  }

  /**
   * API v1's Idempotency-Key: the template an upload with the key already made, answered as that
   * upload was; this upload is not kept. The key with another request: a conflict, and this upload is deleted.
   */
  private async replay(
    input: RpcPayload<'templates.create'>,
    prefix: string,
  ): Promise<RpcReply<'templates.create'> | null> {
    if (!input.idempotencyKey) return null;
    let madeId: number | null;
    try {
      const fingerprint = input.requestFingerprint ?? '';
      madeId = await templateMadeWithKey(
        this.templates.manager,
        input.actorId,
        input.idempotencyKey,
        fingerprint,
      );
    } catch (error) {
      await this.storage.deletePrefix(prefix);
      throw error;
    }
    if (madeId === null) return null;
    await this.storage.deletePrefix(prefix);
    const made = await this.templates.findOneByOrFail({ id: madeId });
    const teamName =
      made.teamId === null ? null : ((await this.teams.roleIn(input.actorId, made.teamId))?.teamName ?? null);
    return { ...toSummary(made, teamName), removedContentNotices: made.removedContentNotices ?? [] };
  }

  private checkName(typed: string, fileName: string): string {
    const parsed = TemplateNameSchema.safeParse(templateName(typed, fileName));
    if (!parsed.success)
      throw fieldError(
        'invalid_template_name',
        'name',
        parsed.error.issues[0]?.message ?? 'Name is invalid.',
      );
    return parsed.data;
  }

  private async checkTeam(actorId: string, teamId: number | null): Promise<string | null> {
    if (teamId === null) return null;
    const membership = await this.teams.roleIn(actorId, teamId);
    if (!membership)
      throw fieldError(
        'not_a_team_member',
        'teamId',
        'You can only share a template with a team you belong to.',
      );
    return membership.teamName;
  }

  private async checkDeck(key: string): Promise<InspectedDeck> {
    try {
      return await this.inspector.inspect(key);
    } catch (error) {
      if (isTemplateError(error)) throw fieldError('invalid_template_file', 'file', error.message);
      if (error instanceof ObjectNotFoundError) {
        throw fieldError('upload_missing', 'file', 'The upload could not be found. Please try again.');
      }
      throw error;
    }
  }
}
