import type { Role } from './support/matrix-world';

/**
 * What each caller gets from each route of the OpenAPI document: `ok` means the request passed access control
 * (2xx, or a 4xx about the input: the matrix sends empty bodies and forms), 401 not signed in, 403 not
 * allowed, 404 not theirs (another tenant's object does not exist for them). Columns, in order:
 * anonymous, stranger, stranger's API key, team member, team admin, owner, owner's API key, operator.
 * The owner owns the team, the template, the presentation and the API key the routes are asked about.
 */
export type Outcome = 'ok' | 401 | 403 | 404;
export type Expectation = Readonly<Record<Role, Outcome>>;

/** A destructive route gets a fresh object of this kind for every caller it lets through. */
export type Fresh =
  'team' | 'template' | 'apiKey' | 'invitation' | 'user' | 'webhook' | 'presentation' | 'dataset';

function row(
  ...cells: [Outcome, Outcome, Outcome, Outcome, Outcome, Outcome, Outcome, Outcome]
): Expectation {
  const [anonymous, stranger, strangerKey, member, teamAdmin, owner, ownerKey, operator] = cells;
  return { anonymous, stranger, strangerKey, member, teamAdmin, owner, ownerKey, operator };
}

const EVERYONE = row('ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok');
/** Sign-in and friends: anyone, but never with an API key (nor billing, nor API keys themselves). */
const BROWSERS = row('ok', 'ok', 403, 'ok', 'ok', 'ok', 403, 'ok');
const SIGNED_IN = row(401, 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok');
const SIGNED_IN_BROWSER = row(401, 'ok', 403, 'ok', 'ok', 'ok', 403, 'ok');
const OPERATOR = row(401, 403, 403, 403, 403, 403, 403, 'ok');
const OWNER = row(401, 404, 404, 404, 404, 'ok', 'ok', 404);
const TEAM = row(401, 404, 404, 'ok', 'ok', 'ok', 'ok', 404);
const TEAM_ADMIN = row(401, 404, 404, 403, 'ok', 'ok', 'ok', 404);
/** A team admin's change that no API key may make (SessionOnlyGuard answers 403 before the team is looked up). */
const TEAM_ADMIN_BROWSER = row(401, 404, 403, 403, 'ok', 'ok', 403, 404);
/** A team's activity: for a member who is not an admin it does not exist either (404, not 403). */
const TEAM_ADMIN_ONLY = row(401, 404, 404, 404, 'ok', 'ok', 'ok', 404);

export interface Rule {
  readonly expect: Expectation;
  readonly fresh?: Fresh;
  /** A valid body, where the gateway checks the input before the service checks the caller. */
  readonly body?: Readonly<Record<string, unknown>>;
}

export const PERMISSIONS: Readonly<Record<string, Rule>> = {
  'GET /api/health': { expect: EVERYONE },
  'GET /api/health/ready': { expect: EVERYONE },
  'GET /api/health/live': { expect: EVERYONE },
  'GET /api/home': { expect: EVERYONE },
  'POST /api/contact': { expect: EVERYONE },
  'GET /api/session': { expect: EVERYONE },
  'POST /api/users': { expect: BROWSERS },
  'POST /api/users/sign_in': { expect: BROWSERS },
  // Redirects (to the provider, or back to the sign-in page with an sso_error).
  'GET /api/users/sso': { expect: BROWSERS },
  'GET /api/users/sso/callback': { expect: BROWSERS },
  'DELETE /api/users/sign_out': { expect: BROWSERS },
  'POST /api/logout': { expect: BROWSERS },
  'POST /api/users/password': { expect: BROWSERS },
  'PUT /api/users/password': { expect: BROWSERS },
  'PUT /api/users/confirmation': { expect: BROWSERS },
  'POST /api/users/confirmation': { expect: BROWSERS },
  'PUT /api/users/unlock': { expect: BROWSERS },

  'GET /api/settings/profile': { expect: SIGNED_IN_BROWSER },
  'PUT /api/settings/profile': { expect: SIGNED_IN_BROWSER },
  'GET /api/settings/export': { expect: SIGNED_IN_BROWSER },
  // The matrix sends no password: every caller let through is refused on the input (422), nobody is deleted.
  'DELETE /api/settings/account': { expect: SIGNED_IN_BROWSER },
  'GET /api/settings/api_keys': { expect: SIGNED_IN_BROWSER },
  'POST /api/settings/api_keys': { expect: SIGNED_IN_BROWSER },
  'DELETE /api/settings/api_keys/{id}': {
    expect: row(401, 404, 403, 404, 404, 'ok', 403, 404),
    fresh: 'apiKey',
  },
  'GET /api/settings/webhooks': { expect: SIGNED_IN },
  'POST /api/settings/webhooks': { expect: SIGNED_IN },
  'GET /api/settings/webhooks/{id}': { expect: OWNER },
  'PATCH /api/settings/webhooks/{id}': { expect: OWNER },
  'DELETE /api/settings/webhooks/{id}': { expect: OWNER, fresh: 'webhook' },
  'POST /api/settings/webhooks/{id}/rotate_secret': { expect: OWNER },
  'POST /api/settings/webhooks/{id}/test': { expect: OWNER },
  'GET /api/settings/webhooks/{id}/deliveries': { expect: OWNER },
  'GET /api/settings/activity': { expect: SIGNED_IN },
  'GET /api/settings/subscription': { expect: SIGNED_IN_BROWSER },
  'POST /api/settings/subscription': { expect: SIGNED_IN_BROWSER },
  'GET /api/settings/subscription/new': { expect: SIGNED_IN_BROWSER },
  'POST /api/settings/subscription/cancel': { expect: SIGNED_IN_BROWSER },

  'GET /api/dashboard': { expect: SIGNED_IN },
  'GET /api/app/notifications': { expect: SIGNED_IN },
  'GET /api/app/samples/{which}': { expect: SIGNED_IN },
  'POST /api/app/samples/template': { expect: SIGNED_IN },

  'GET /api/app/teams': { expect: SIGNED_IN },
  'POST /api/app/teams': { expect: SIGNED_IN },
  'GET /api/app/teams/{id}': { expect: TEAM },
  'PATCH /api/app/teams/{id}': { expect: TEAM_ADMIN, body: { name: 'Renamed' } },
  'DELETE /api/app/teams/{id}': { expect: TEAM_ADMIN, fresh: 'team' },
  'GET /api/app/teams/{id}/activity': { expect: TEAM_ADMIN_ONLY },
  'POST /api/app/teams/{id}/leave': { expect: TEAM, fresh: 'team' },
  'POST /api/app/teams/{id}/members': {
    expect: TEAM_ADMIN,
    body: { email: 'matrix-invitee@example.test', role: 'member' },
  },
  'PATCH /api/app/teams/{id}/members/{memberId}/update_role': {
    expect: TEAM_ADMIN,
    body: { role: 'member' },
  },
  'DELETE /api/app/teams/{id}/members/{memberId}': { expect: TEAM_ADMIN, fresh: 'team' },
  'POST /api/app/teams/{id}/invitations/{invitationId}/resend': { expect: TEAM_ADMIN },
  'DELETE /api/app/teams/{id}/invitations/{invitationId}': { expect: TEAM_ADMIN, fresh: 'invitation' },
  // SSO settings are the team admins'; changing them also needs the acting admin's Enterprise plan
  // (the owner has it, the other team admin has not: 403 with the plan's message). Changes are for browsers
  // only: any API key gets 403 there (SessionOnlyGuard, before the team is looked up), reading is allowed.
  'GET /api/app/teams/{id}/sso': { expect: TEAM_ADMIN },
  'PUT /api/app/teams/{id}/sso': {
    expect: row(401, 404, 403, 403, 403, 'ok', 403, 404),
    body: {
      issuer_url: 'https://idp.example.com',
      client_id: 'deckmill',
      client_secret: 's3cret',
      domains: ['example.com'],
    },
  },
  'DELETE /api/app/teams/{id}/sso': { expect: TEAM_ADMIN_BROWSER },
  // The matrix names no domain: callers let in get a 422 for it.
  'POST /api/app/teams/{id}/sso/domains/{domain}/verify': { expect: TEAM_ADMIN_BROWSER },
  // The invitation was mailed to an address nobody has an account for: every signed-in caller is someone else.
  'GET /api/app/invitations': { expect: SIGNED_IN },
  'POST /api/app/invitations/{ref}/accept': { expect: row(401, 404, 404, 404, 404, 404, 404, 404) },
  'POST /api/app/invitations/{ref}/decline': { expect: row(401, 404, 404, 404, 404, 404, 404, 404) },
  // Public: the link's holder may have no account yet; the token is the only key.
  'GET /api/invitations/{token}': { expect: EVERYONE, fresh: 'invitation' },

  'POST /api/app/templates': { expect: SIGNED_IN },
  'GET /api/app/templates': { expect: SIGNED_IN },
  'GET /api/app/templates/{id}': { expect: OWNER },
  'DELETE /api/app/templates/{id}': { expect: OWNER, fresh: 'template' },
  'GET /api/app/templates/{id}/download': { expect: OWNER },
  'POST /api/app/templates/{id}/duplicate': { expect: OWNER },
  // A row drawn by LibreOffice; an empty row is a valid request, so access decides.
  'POST /api/app/templates/{id}/row_preview': { expect: OWNER, body: { values: {} } },
  // The matrix asks for a preview nobody drew (a well-formed hash): not found for everyone signed in; the owner's
  // drawn slides are read in row-preview.int-spec.ts, another user's answer 404 there too.
  'GET /api/app/templates/{id}/row_previews/{hash}/{slide}': {
    expect: row(401, 404, 404, 404, 404, 404, 404, 404),
  },

  'POST /api/app/presentations/bulk_create': { expect: SIGNED_IN },
  'POST /api/app/presentations/preflight': { expect: SIGNED_IN },
  // A dataset is its uploader's alone: team members do not see it (batches made from it are shared as usual).
  'POST /api/app/datasets': { expect: SIGNED_IN },
  'GET /api/app/datasets/{id}': { expect: OWNER },
  'DELETE /api/app/datasets/{id}': { expect: OWNER, fresh: 'dataset' },
  'GET /api/app/presentations': { expect: SIGNED_IN },
  'GET /api/app/presentations/new': { expect: SIGNED_IN },
  'GET /api/app/presentations/{id}': { expect: OWNER },
  'GET /api/app/presentations/{id}/rows/{row}/download': { expect: OWNER },
  // The matrix's presentation is pptx only, so its owner finds no PDF either; the deck's access rule with a
  // PDF present (owner 200, stranger 404) is proven in apps/generation/test/pdf-output.int-spec.ts.
  'GET /api/app/presentations/{id}/rows/{row}/pdf': { expect: row(401, 404, 404, 404, 404, 404, 404, 404) },
  'GET /api/app/presentations/{id}/download': { expect: OWNER },
  'GET /api/app/presentations/{id}/events': { expect: OWNER },
  // The matrix's presentation is done: its owner's cancel passes access control and is refused with 409.
  'POST /api/app/presentations/{id}/cancel': { expect: OWNER },
  // The matrix's empty form: the owner is refused on the input (no data), anyone else never reaches it.
  'POST /api/app/presentations/{id}/runs': { expect: OWNER },
  // The owner's delete removes the matrix presentation's decks; later downloads answer 410 (still "ok").
  'DELETE /api/app/presentations/{id}/decks': { expect: OWNER },
  // The owner's delete takes the whole presentation, so every caller let through gets a fresh one.
  'DELETE /api/app/presentations/{id}': { expect: OWNER, fresh: 'presentation' },
  // A presentation's personal links: only its owner lists, exports and changes them.
  'GET /api/app/presentations/{id}/links': { expect: OWNER },
  'GET /api/app/presentations/{id}/links.csv': { expect: OWNER },
  'PATCH /api/app/presentations/{id}/links/{linkId}': { expect: OWNER },
  'POST /api/app/presentations/{id}/links/revoke_all': { expect: OWNER },
  'POST /api/app/presentations/{id}/links/{linkId}/regenerate': { expect: OWNER },
  'POST /api/app/presentations/{id}/links/{linkId}/revoke': { expect: OWNER },
  // A link's views: whoever sees the presentation (the matrix's is not a team's, so only its owner).
  'GET /api/app/presentations/{id}/links/{linkId}/views': { expect: OWNER },
  // The newest opens of the caller's own links (none for most callers: an empty list).
  'GET /api/app/dashboard/recent_opens': { expect: SIGNED_IN },

  'GET /api/admin': { expect: OPERATOR },
  'GET /api/admin/audit_log': { expect: OPERATOR },
  'GET /api/admin/audit_log/verify': { expect: OPERATOR },
  'GET /api/admin/contact_messages': { expect: OPERATOR },
  'GET /api/admin/users': { expect: OPERATOR },
  'POST /api/admin/sso_domains/verify': { expect: OPERATOR },
  'GET /api/admin/users/{id}': { expect: OPERATOR },
  'PATCH /api/admin/users/{id}': { expect: OPERATOR },
  'DELETE /api/admin/users/{id}': { expect: OPERATOR, fresh: 'user' },
  'GET /api/admin/teams': { expect: OPERATOR },
  'GET /api/admin/teams/{id}': { expect: OPERATOR },
  'GET /api/admin/templates': { expect: OPERATOR },
  'GET /api/admin/templates/{id}': { expect: OPERATOR },
  'GET /api/admin/presentations': { expect: OPERATOR },
  'GET /api/admin/presentations/{id}': { expect: OPERATOR },
  // The stuck-batch list; Resume of a finished batch re-sends nothing, Cancel stops a fresh batch.
  'GET /api/admin/batches/stuck': { expect: OPERATOR },
  'POST /api/admin/batches/{id}/resume': { expect: OPERATOR },
  'POST /api/admin/batches/{id}/cancel': { expect: OPERATOR, fresh: 'presentation' },
};
