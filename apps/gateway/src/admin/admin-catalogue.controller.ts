import { Controller, Get, Param, Query, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  AdminListQuerySchema,
  type AdminPresentationList,
  type AdminPresentationRow,
  type AdminTeamDetail,
  type AdminTeamList,
  type AdminTemplateList,
  type AdminTemplateRow,
} from '@deckmill/api-contracts';
import { RpcClient } from '@deckmill/messaging';
import { ApiError, parseInput } from '@deckmill/server-kit';
import { AdminGuard } from '../auth';
import { adminTeamDetail } from './admin-views';
import { integerParam, uuidParam } from './path-ids';

/**
 * Read-only tables and details of every team, template and presentation (25 a page, searchable). The admin
 * service answers with the API's records, so most answers go out as they come.
 */
@ApiTags('admin')
@Controller('api/admin')
@UseGuards(AdminGuard)
export class AdminCatalogueController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('teams')
  @ApiOperation({ summary: 'Teams (page, search by name or short id) with member counts and creators' })
  async teams(@Query() query: unknown): Promise<AdminTeamList> {
    const { page, search } = parseInput(AdminListQuerySchema, query);
    return this.rpc.call('admin.list-teams', { page, ...(search ? { search } : {}) });
  }

  @Get('teams/:id')
  @ApiOperation({ summary: 'A team (numeric id or short id) with its members and shared templates' })
  async team(@Param('id') id: string): Promise<AdminTeamDetail> {
    if (!/^[A-Za-z0-9_-]{1,32}$/.test(id)) throw ApiError.notFound();
    return adminTeamDetail(await this.rpc.call('admin.get-team', { team: id }));
  }

  @Get('templates')
  @ApiOperation({ summary: 'Templates (page, search by name or file name) with owners' })
  async templates(@Query() query: unknown): Promise<AdminTemplateList> {
    const { page, search } = parseInput(AdminListQuerySchema, query);
    return this.rpc.call('admin.list-templates', { page, ...(search ? { search } : {}) });
  }

  @Get('templates/:id')
  @ApiOperation({ summary: 'A template with its owner, placeholders and usage' })
  async template(@Param('id') id: string): Promise<AdminTemplateRow> {
    return this.rpc.call('admin.get-template', { templateId: integerParam(id) });
  }

  @Get('presentations')
  @ApiOperation({ summary: 'Presentations (page, search by name or template, status) with owners' })
  async presentations(@Query() query: unknown): Promise<AdminPresentationList> {
    const { page, search, status } = parseInput(AdminListQuerySchema, query);
    return this.rpc.call('admin.list-presentations', {
      page,
      ...(search ? { search } : {}),
      ...(status ? { status } : {}),
    });
  }

  @Get('presentations/:id')
  @ApiOperation({ summary: 'A presentation: status, rows, template and owner (not its data or files)' })
  async presentation(@Param('id') id: string): Promise<AdminPresentationRow> {
    return this.rpc.call('admin.get-presentation', { presentationId: uuidParam(id) });
  }
}
