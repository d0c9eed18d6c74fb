import { paths } from '../../config/paths';

/** A page whose crumb names the object it shows, read from the query the page itself loads. */
export type CrumbObject = 'presentation' | 'template' | 'team';

/** A route's place in the top bar's breadcrumb: `handle: { crumb }` in the route table. */
export interface RouteCrumb {
  /** The page's name; a detail page's stand-in until its object has loaded. */
  label: string;
  /** The page above it, a link in the trail and the phone's back link. */
  parent?: { label: string; to: string };
  object?: CrumbObject;
}

export interface CrumbHandle {
  crumb: RouteCrumb;
}

const presentations = { label: 'Presentations', to: paths.presentations };
const templates = { label: 'Templates', to: paths.templates };
const teams = { label: 'Teams', to: paths.teams };
const apiKeys = { label: 'API Keys', to: paths.apiKeys };
const subscription = { label: 'Subscription', to: paths.subscription };

function crumb(value: RouteCrumb): CrumbHandle {
  return { crumb: value };
}

/** Every signed-in page's crumb, by route. */
export const crumbs = {
  dashboard: crumb({ label: 'Dashboard' }),
  presentations: crumb({ label: 'Presentations' }),
  newPresentation: crumb({ label: 'New presentation', parent: presentations }),
  presentation: crumb({ label: 'Presentation', parent: presentations, object: 'presentation' }),
  templates: crumb({ label: 'Templates' }),
  newTemplate: crumb({ label: 'Upload template', parent: templates }),
  template: crumb({ label: 'Template', parent: templates, object: 'template' }),
  teams: crumb({ label: 'Teams' }),
  newTeam: crumb({ label: 'New team', parent: teams }),
  team: crumb({ label: 'Team', parent: teams, object: 'team' }),
  editTeam: crumb({ label: 'Team settings', parent: teams }),
  profile: crumb({ label: 'Profile' }),
  subscription: crumb({ label: 'Subscription' }),
  changeSubscription: crumb({ label: 'Change plan', parent: subscription }),
  apiKeys: crumb({ label: 'API Keys' }),
  newApiKey: crumb({ label: 'New API key', parent: apiKeys }),
  webhooks: crumb({ label: 'Webhooks' }),
  activity: crumb({ label: 'Activity' }),
} as const;
