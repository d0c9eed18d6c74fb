import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { TeamDirectory, templateNotFound } from '../../shared';
import { Template } from '../entities/template.entity';
import { permissionsFor, type TemplatePermissions } from './template-access';

export interface AccessibleTemplate {
  template: Template;
  permissions: TemplatePermissions;
  teamName: string | null;
}

/** Loads a template for a user, or answers not found when it is missing or the user may not see it. */
@Injectable()
export class AccessibleTemplates {
  constructor(
    @InjectRepository(Template) private readonly templates: Repository<Template>,
    private readonly teams: TeamDirectory,
  ) {}

  async find(templateId: number, actorId: string): Promise<AccessibleTemplate> {
    const template = await this.templates.findOneBy({ id: templateId });
    if (!template) throw templateNotFound();
    const membership = template.teamId === null ? null : await this.teams.roleIn(actorId, template.teamId);
    const permissions = permissionsFor(template, actorId, membership?.role ?? null);
    if (!permissions.view) throw templateNotFound();
    return { template, permissions, teamName: membership?.teamName ?? null };
  }

  async findDeletable(templateId: number, actorId: string): Promise<AccessibleTemplate> {
    const found = await this.find(templateId, actorId);
    if (!found.permissions.delete) throw templateNotFound();
    return found;
  }
}
