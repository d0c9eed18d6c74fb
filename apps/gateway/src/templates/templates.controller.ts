import {
  Controller,
  Delete,
  Get,
  HttpCode,
  Inject,
  Param,
  Post,
  Query,
  Res,
  UseGuards,
} from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { PPTX_CONTENT_TYPE, type TemplateDetail, type TemplateListItem } from '@deckmill/api-contracts';
import { RpcClient } from '@deckmill/messaging';
import { ApiError } from '@deckmill/server-kit';
import {
  DOWNLOAD_LINK_SIGNER,
  OBJECT_STORAGE,
  openAsStated,
  type DownloadLinkSigner,
  type ObjectStorage,
} from '@deckmill/storage';
import { CurrentPrincipal, type Principal, SignedInGuard } from '../auth';
import { DownloadActivity, nameSearchOf } from '../shared';
import { closeOnFailure, sendDownload } from '../presentations';
import { GATEWAY_OPTIONS, type GatewayOptions } from '../gateway.options';
import { templateId } from './template-id';
import { templateFileLink, templateLinkSigner, type SignLink } from './template-links';
import { templateDetail, templateLibrary, templateListItem } from './template-views';

/** The template library, detail, duplicate and delete. Templates the user may not see are 404. */
@ApiTags('templates')
@Controller('api/app/templates')
@UseGuards(SignedInGuard)
export class TemplatesController {
  private readonly sign: SignLink;

  constructor(
    private readonly rpc: RpcClient,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    private readonly activity: DownloadActivity,
    @Inject(DOWNLOAD_LINK_SIGNER) private readonly links: DownloadLinkSigner,
    @Inject(GATEWAY_OPTIONS) private readonly options: GatewayOptions,
  ) {
    this.sign = templateLinkSigner(storage);
  }

  @Get()
  @ApiOperation({
    summary:
      "The user's own templates and those shared with their teams; with ?search=, those whose name holds it",
  })
  async list(
    @CurrentPrincipal() principal: Principal,
    @Query('search') search?: string,
  ): Promise<{ templates: TemplateListItem[] }> {
    const { templates } = await this.rpc.call('templates.list', {
      actorId: principal.userId,
      ...nameSearchOf(search),
    });
    return templateLibrary(templates, this.sign);
  }

  @Get(':id')
  @ApiOperation({
    summary: 'A template with a signed download link, size, slides, placeholders and previews',
  })
  async get(@CurrentPrincipal() principal: Principal, @Param('id') id: string): Promise<TemplateDetail> {
    const template = await this.rpc.call('templates.get', {
      actorId: principal.userId,
      templateId: templateId(id),
    });
    return templateDetail(
      template,
      this.sign,
      templateFileLink(this.links, this.options.appUrl, template, principal.userId),
    );
  }

  /**
   * The template's file, streamed by the gateway so the download is attributed
   * (`template.downloaded`, once the template was found and the caller allowed). The detail's
   * `file_url` (a signed gateway link, recorded as `via: 'signed_link'`) stays for API clients; the app links here.
   */
  @Get(':id/download')
  @ApiOperation({ summary: 'Download the template file (recorded in the activity log)' })
  async download(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Res() res: Response,
  ): Promise<void> {
    const template = await this.rpc.call('templates.get', {
      actorId: principal.userId,
      templateId: templateId(id),
    });
    const opened = await openAsStated(this.storage, template.file.key);
    if (!opened) throw ApiError.notFound('This template file is not in storage.');
    await closeOnFailure(opened.stream, () =>
      this.activity.record('template.downloaded', {
        templateId: template.id,
        ownerId: template.ownerId ?? principal.userId,
        teamId: template.teamId,
        name: template.name,
        via: 'app',
      }),
    );
    await sendDownload(res, opened.stream, {
      name: template.file.downloadName,
      contentType: PPTX_CONTENT_TYPE,
      size: opened.stat.size,
    });
  }

  @Post(':id/duplicate')
  @HttpCode(201)
  @ApiOperation({ summary: "Copy a template and its file as 'Copy of ...'" })
  async duplicate(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
  ): Promise<TemplateListItem> {
    const copy = await this.rpc.call(
      'templates.duplicate',
      { actorId: principal.userId, templateId: templateId(id) },
      { timeoutMs: 120_000 },
    );
    return templateListItem(copy);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a template and its files (owner or team admin)' })
  async delete(@CurrentPrincipal() principal: Principal, @Param('id') id: string): Promise<void> {
    await this.rpc.call('templates.delete', { actorId: principal.userId, templateId: templateId(id) });
  }
}
