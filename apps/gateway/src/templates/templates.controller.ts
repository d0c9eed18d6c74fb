import { Controller, Delete, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { TemplateDetail, TemplateListItem } from '@deckmill/api-contracts';
import { RpcClient } from '@deckmill/messaging';
import { SignedInGuard } from '../auth/guards';
import { CurrentPrincipal, type Principal } from '../auth/principal';
import { templateId } from './template-id';

/** The template library, detail, duplicate and delete. Templates the user may not see are 404. */
@ApiTags('templates')
@Controller('api/app/templates')
@UseGuards(SignedInGuard)
export class TemplatesController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @ApiOperation({ summary: "The user's own templates and those shared with their teams" })
  async list(@CurrentPrincipal() principal: Principal): Promise<{ templates: TemplateListItem[] }> {
    return this.rpc.call('templates.list', { actorId: principal.userId });
  }

  @Get(':id')
  @ApiOperation({
    summary: 'A template with a signed download link, size, slides, placeholders and previews',
  })
  async get(@CurrentPrincipal() principal: Principal, @Param('id') id: string): Promise<TemplateDetail> {
    return this.rpc.call('templates.get', { actorId: principal.userId, templateId: templateId(id) });
  }

  @Post(':id/duplicate')
  @HttpCode(201)
  @ApiOperation({ summary: "Copy a template and its file as 'Copy of ...'" })
  async duplicate(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
  ): Promise<TemplateListItem> {
    return this.rpc.call(
      'templates.duplicate',
      { actorId: principal.userId, templateId: templateId(id) },
      { timeoutMs: 120_000 },
    );
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a template and its files (owner or team admin)' })
  async delete(@CurrentPrincipal() principal: Principal, @Param('id') id: string): Promise<void> {
    await this.rpc.call('templates.delete', { actorId: principal.userId, templateId: templateId(id) });
  }
}
