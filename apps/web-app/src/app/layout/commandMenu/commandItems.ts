import { FilePlus2, KeyRound, Upload, Users, type LucideIcon } from 'lucide-react';
import type { PresentationListItem, TemplateListItem } from '@deckmill/api-contracts';
import { paths } from '../../../config/paths';
import { navSectionsFor } from '../navItems';
import { matchScore, rankByMatch } from './matchScore';

export type CommandSectionName = 'Pages' | 'Create' | 'Templates' | 'Presentations';

export interface CommandItem {
  id: string;
  label: string;
  /** Where Enter goes. */
  to: string;
  icon?: LucideIcon;
  /** A second line: a batch's template, a template's team. */
  detail?: string;
}

export interface CommandSection {
  name: CommandSectionName;
  items: CommandItem[];
}

/** The sidebar's pages: local mode (the desktop app) leaves out those it has not got, as the sidebar does. */
function pageItems(local: boolean): CommandItem[] {
  return navSectionsFor(local).flatMap((section) =>
    section.items.map((item) => ({ id: `page:${item.to}`, label: item.label, to: item.to, icon: item.icon })),
  );
}

const createItems: CommandItem[] = [
  { id: 'create:presentation', label: 'New presentation', to: paths.newPresentation, icon: FilePlus2 },
  { id: 'create:template', label: 'Upload template', to: paths.newTemplate, icon: Upload },
  { id: 'create:team', label: 'New team', to: paths.newTeam, icon: Users },
  { id: 'create:api-key', label: 'New API key', to: paths.newApiKey, icon: KeyRound },
];

/** Templates and batches are listed only once something is typed: the menu opens on pages and actions. */
const MAX_FOUND = 6;

function templateItem(template: TemplateListItem): CommandItem {
  return {
    id: `template:${template.id}`,
    label: template.name,
    to: paths.template(template.id),
    detail: template.team_name ?? undefined,
  };
}

function presentationItem(presentation: PresentationListItem): CommandItem {
  return {
    id: `presentation:${presentation.id}`,
    label: presentation.name,
    to: paths.presentation(presentation.id),
    detail: presentation.template_name,
  };
}

/**
 * The menu's sections for a query, each sorted best match first, empty ones dropped; with a query the section
 * holding the best match comes first.
 */
export function commandSections(
  query: string,
  templates: readonly TemplateListItem[],
  presentations: readonly PresentationListItem[],
  local = false,
): CommandSection[] {
  const typed = query.trim() !== '';
  const label = (item: CommandItem) => item.label;
  const sections: CommandSection[] = [
    { name: 'Pages', items: rankByMatch(query, pageItems(local), label) },
    { name: 'Create', items: rankByMatch(query, createItems, label) },
    {
      name: 'Templates',
      items: typed ? rankByMatch(query, templates.map(templateItem), label).slice(0, MAX_FOUND) : [],
    },
    {
      name: 'Presentations',
      items: typed ? rankByMatch(query, presentations.map(presentationItem), label).slice(0, MAX_FOUND) : [],
    },
  ];
  const present = sections.filter((section) => section.items.length > 0);
  if (!typed) return present;
  const best = (section: CommandSection) => matchBest(query, section.items);
  return present
    .map((section, index) => ({ section, index, score: best(section) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((entry) => entry.section);
}

function matchBest(query: string, items: CommandItem[]): number {
  return Math.max(...items.map((item) => matchScore(query, item.label) ?? -1));
}
