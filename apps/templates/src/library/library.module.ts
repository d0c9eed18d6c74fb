import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { TeamDirectory, TemplatesOutboxModule } from '../shared';
import { TemplateMessages } from './template-messages';
import { AccessibleTemplates } from './access/accessible-templates';
import { DeckInspector } from './deck-inspector';
import { DecksBackfill } from './decks-backfill';
import { LibraryTemplates } from './library-templates';
import { Template } from './entities/template.entity';
import { TemplateRepository } from './template.repository';
import { TemplatesEvents } from './templates.events';
import { TemplatesRpcController } from './templates.rpc-controller';
import { BackfillDecksUseCase } from './use-cases/backfill-decks/backfill-decks.use-case';
import { CountPresentationUseCase } from './use-cases/count-presentation/count-presentation.use-case';
import { DeleteOwnedTemplatesUseCase } from './use-cases/delete-owned-templates/delete-owned-templates.use-case';
import { CreateTemplateUseCase } from './use-cases/create-template/create-template.use-case';
import { DeleteTemplateUseCase } from './use-cases/delete-template/delete-template.use-case';
import { DuplicateTemplateUseCase } from './use-cases/duplicate-template/duplicate-template.use-case';
import { GetTemplateUseCase } from './use-cases/get-template/get-template.use-case';
import { ListTemplatesUseCase } from './use-cases/list-templates/list-templates.use-case';
import { ListOwnedTemplatesUseCase } from './use-cases/list-owned-templates/list-owned-templates.use-case';
import { ListUsableUseCase } from './use-cases/list-usable/list-usable.use-case';
import { ResolveForUseUseCase } from './use-cases/resolve-for-use/resolve-for-use.use-case';
import { UnshareDeletedTeamTemplatesUseCase } from './use-cases/unshare-deleted-team-templates/unshare-deleted-team-templates.use-case';
import { UnshareDepartedOwnerTemplatesUseCase } from './use-cases/unshare-departed-owner-templates/unshare-departed-owner-templates.use-case';

@Module({
  imports: [TypeOrmModule.forFeature([Template]), TemplatesOutboxModule],
  controllers: [TemplatesRpcController],
  providers: [
    TemplateRepository,
    TeamDirectory,
    TemplateMessages,
    AccessibleTemplates,
    LibraryTemplates,
    DeckInspector,
    CreateTemplateUseCase,
    ListTemplatesUseCase,
    ListOwnedTemplatesUseCase,
    GetTemplateUseCase,
    DuplicateTemplateUseCase,
    DeleteTemplateUseCase,
    ResolveForUseUseCase,
    ListUsableUseCase,
    UnshareDeletedTeamTemplatesUseCase,
    UnshareDepartedOwnerTemplatesUseCase,
    CountPresentationUseCase,
    BackfillDecksUseCase,
    DecksBackfill,
    DeleteOwnedTemplatesUseCase,
    TemplatesEvents,
  ],
  // Row previews check access the same way.
  exports: [AccessibleTemplates],
})
export class LibraryModule {}
