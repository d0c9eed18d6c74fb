import 'reflect-metadata';
import { Events, type EventKey } from '@deckmill/bus-contracts';
import { messageHandlerOf } from '@deckmill/messaging';
import { AuditEvents } from '../audit.events';
import { AUDITED_EVENTS, UNKNOWN_SIGN_IN_CHAIN, mapActivity } from './activity-mapping';

const OWNER = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';
const BATCH = '33333333-3333-4333-8333-333333333333';
const AT = '2026-11-23T05:00:00Z';
const CONTEXT = {
  requestId: 'req-1',
  ip: '203.0.113.9',
  userAgent: 'Firefox',
  actor: { kind: 'api_key' as const, userId: OWNER, apiKeyId: 'key-1' },
};

describe('the audit consumer', () => {
  it('has one durable audit-<event> consumer per audited event, and hears no internal event', () => {
    const handlers = Object.getOwnPropertyNames(AuditEvents.prototype)
      .map((name) => messageHandlerOf((AuditEvents.prototype as unknown as Record<string, unknown>)[name]))
      .filter((handler) => handler !== undefined);
    const heard = handlers.map((handler) => handler.key).sort();
    expect(heard).toEqual([...AUDITED_EVENTS].sort());
    for (const handler of handlers) {
      expect(handler.options({}).durable).toBe(`audit-${handler.key.replace(/[._]/g, '-')}`);
    }
    const unheard = (Object.keys(Events) as EventKey[]).filter((key) => !heard.includes(key));
    expect(unheard.sort()).toEqual(
      [
        'audit.recorded',
        'deck.conversion_failed',
        'deck.converted',
        'mail.deck-delivered',
        'mail.deck-delivery-failed',
        // A viewer's look at a deck is analytics (docs/sharing.md), not an account's action.
        'presentation.deck-opened',
        'presentation.deck-viewed',
        'presentation.row-failed',
        'system.probe',
        'usage.recorded',
      ].sort(),
    );
  });
});

describe('mapActivity', () => {
  it('records a deleted batch as batch.deleted by whoever deleted it, naming the batch', () => {
    const payload = {
      batchId: BATCH,
      ownerId: OWNER,
      templateTeamId: null,
      name: 'Autumn offers',
      occurredAt: AT,
    };
    expect(mapActivity('presentation.deleted', payload, CONTEXT)).toMatchObject({
      action: 'batch.deleted',
      actor: { kind: 'api_key', userId: OWNER, apiKeyId: 'key-1' },
      target: { type: 'batch', id: BATCH, label: 'Autumn offers' },
      userId: OWNER,
      teamId: null,
      origin: { ip: '203.0.113.9' },
    });
    // Without a request context (a replayed event): the owner, who alone may delete it.
    expect(mapActivity('presentation.deleted', payload, undefined)).toMatchObject({
      actor: { kind: 'user', userId: OWNER },
    });
  });

  it("takes who and from where from the request context, and files a team's object on the team's chain", () => {
    const activity = mapActivity(
      'template.uploaded',
      { templateId: 4, ownerId: OWNER, teamId: 9, name: 'Q3', occurredAt: AT },
      CONTEXT,
    );
    expect(activity).toEqual({
      action: 'template.uploaded',
      actor: { kind: 'api_key', userId: OWNER, email: null, apiKeyId: 'key-1' },
      target: { type: 'template', id: '4', label: 'Q3' },
      userId: OWNER,
      teamId: 9,
      details: {},
      chain: 'team:9',
      occurredAt: '2026-11-23T05:00:00.000Z',
      origin: { ip: '203.0.113.9', userAgent: 'Firefox', requestId: 'req-1' },
      chainOwnerId: null,
    });
  });

  it("records an MCP tool call as mcp.tool_called by the key, on the owner's chain, via mcp", () => {
    const callId = '44444444-4444-4444-8444-444444444444';
    expect(
      mapActivity(
        'mcp.tool_called',
        { ownerId: OWNER, tool: 'list_templates', callId, via: 'mcp', occurredAt: AT },
        CONTEXT,
      ),
    ).toMatchObject({
      action: 'mcp.tool_called',
      actor: { kind: 'api_key', userId: OWNER, apiKeyId: 'key-1' },
      target: { type: 'mcp_tool', id: callId, label: 'list_templates' },
      chain: `user:${OWNER}`,
      details: { tool: 'list_templates', via: 'mcp' },
      origin: { requestId: 'req-1' },
    });
  });

  it("says via mcp on what an MCP tool call did, not on the product's later work on it", () => {
    const mcp = { ...CONTEXT, via: 'mcp' as const };
    const deleted = { templateId: 4, ownerId: OWNER, teamId: null, name: 'Q3', occurredAt: AT };
    expect(mapActivity('template.deleted', deleted, mcp).details).toEqual({ via: 'mcp' });
    expect(mapActivity('template.deleted', deleted, CONTEXT).details).toEqual({});
    const finished = {
      batchId: BATCH,
      ownerId: OWNER,
      templateId: 4,
      templateName: 'Q3',
      name: 'Autumn offers',
      rowCount: 2,
      rowsDone: 2,
      rowsFailed: 0,
      occurredAt: AT,
    };
    expect(mapActivity('presentation.completed', finished, mcp).details).not.toHaveProperty('via');
  });

  it('falls back to the actor the payload names, and files a personal object on the user chain', () => {
    const activity = mapActivity(
      'member.role_changed',
      { teamId: 2, userId: OTHER, role: 'admin', previousRole: 'member', changedBy: OWNER, occurredAt: AT },
      undefined,
    );
    expect(activity).toMatchObject({
      actor: { kind: 'user', userId: OWNER },
      target: { type: 'member', id: OTHER },
      userId: OWNER,
      chain: 'team:2',
      details: { role: 'admin', previousRole: 'member' },
      origin: { ip: null, userAgent: null, requestId: null },
    });
    expect(
      mapActivity(
        'api_key.created',
        { userId: OWNER, apiKeyId: 'k', name: 'CI', scopes: ['read'], occurredAt: AT },
        undefined,
      ),
    ).toMatchObject({ chain: `user:${OWNER}`, chainOwnerId: OWNER, details: { scopes: ['read'] } });
  });

  it("records the team's creator as the owner of its chain (retention)", () => {
    expect(
      mapActivity(
        'team.created',
        { teamId: 5, shortId: 's', name: 'Sales', creatorId: OWNER, occurredAt: AT },
        undefined,
      ),
    ).toMatchObject({ chain: 'team:5', chainOwnerId: OWNER, userId: OWNER });
  });

  it('maps subscription.changed to plan.changed', () => {
    expect(
      mapActivity(
        'subscription.changed',
        { userId: OWNER, tier: 'starter', previousTier: 'free', effectiveAt: AT, occurredAt: AT },
        undefined,
      ),
    ).toMatchObject({
      action: 'plan.changed',
      target: { type: 'subscription', id: OWNER },
      details: { tier: 'starter', previousTier: 'free' },
    });
  });

  it('files a failed sign-in for an unknown e-mail on a chain of its own, and a known one on its user', () => {
    const unknown = mapActivity(
      'session.failed_sign_in',
      { email: 'nobody@example.com', userId: null, reason: 'unknown_email', occurredAt: AT },
      { requestId: 'r', ip: '198.51.100.4' },
    );
    expect(unknown).toMatchObject({
      chain: UNKNOWN_SIGN_IN_CHAIN,
      userId: null,
      actor: { kind: 'user', userId: null, email: 'nobody@example.com' },
      details: { reason: 'unknown_email' },
      origin: { ip: '198.51.100.4' },
    });
    const known = mapActivity(
      'session.failed_sign_in',
      { email: 'a@example.com', userId: OWNER, reason: 'bad_password', occurredAt: AT },
      undefined,
    );
    expect(known).toMatchObject({ chain: `user:${OWNER}`, userId: OWNER });
  });

  it('credits a sign-in, registration or confirmation to the user it names, not the principal already signed in', () => {
    // OWNER is signed in (the context) while OTHER signs in, registers or confirms in the same browser.
    const signedInAs = {
      requestId: 'r',
      ip: '198.51.100.4',
      userAgent: 'Firefox',
      actor: { kind: 'user' as const, userId: OWNER },
    };
    const entries = [
      mapActivity(
        'session.signed_in',
        { userId: OTHER, email: 'b@example.com', sessionId: 's-1', occurredAt: AT },
        signedInAs,
      ),
      mapActivity(
        'user.registered',
        { userId: OTHER, email: 'b@example.com', name: 'B', occurredAt: AT },
        signedInAs,
      ),
      mapActivity('user.confirmed', { userId: OTHER, occurredAt: AT }, signedInAs),
    ];
    for (const entry of entries) {
      expect(entry).toMatchObject({
        actor: { kind: 'user', userId: OTHER },
        userId: OTHER,
        chain: `user:${OTHER}`,
        origin: { ip: '198.51.100.4', userAgent: 'Firefox', requestId: 'r' },
      });
    }
    expect(entries[0].actor.email).toBe('b@example.com');
  });

  it("puts an operator's change on the changed user's chain and activity, with the operator as actor", () => {
    const activity = mapActivity(
      'operator.user-updated',
      {
        operatorId: OTHER,
        operatorEmail: 'op@example.com',
        userId: OWNER,
        email: 'ada@example.com',
        changes: { name: { from: 'Ada', to: 'Ada L.' } },
        occurredAt: AT,
      },
      { requestId: 'r', actor: { kind: 'operator', userId: OTHER } },
    );
    expect(activity).toMatchObject({
      action: 'user.updated_by_operator',
      actor: { kind: 'operator', userId: OTHER, email: 'op@example.com' },
      target: { type: 'user', id: OWNER, label: 'ada@example.com' },
      userId: OWNER,
      chain: `user:${OWNER}`,
      details: { changes: { name: { from: 'Ada', to: 'Ada L.' } } },
    });
  });

  it("records an operator's Resume and Cancel of a batch on the batch's tenant, with the operator as actor", () => {
    const operatorContext = {
      requestId: 'r',
      ip: '198.51.100.7',
      actor: { kind: 'operator' as const, userId: OTHER },
    };
    const batch = {
      operatorId: OTHER,
      operatorEmail: 'op@example.com',
      batchId: BATCH,
      ownerId: OWNER,
      name: 'Q1',
    };
    const resumed = mapActivity(
      'operator.batch-resumed',
      {
        ...batch,
        templateTeamId: 7,
        resent: { chunks: 2, conversions: 0, finalizer: false },
        occurredAt: AT,
      },
      operatorContext,
    );
    expect(resumed).toMatchObject({
      action: 'batch.resumed_by_operator',
      actor: { kind: 'operator', userId: OTHER, email: 'op@example.com' },
      target: { type: 'batch', id: BATCH, label: 'Q1' },
      userId: OWNER,
      teamId: 7,
      chain: 'team:7',
      details: { resent: { chunks: 2, conversions: 0, finalizer: false } },
      origin: { ip: '198.51.100.7', requestId: 'r' },
    });
    const cancelled = mapActivity(
      'operator.batch-cancelled',
      { ...batch, templateTeamId: null, rowCount: 10, rowsDone: 4, rowsFailed: 1, occurredAt: AT },
      operatorContext,
    );
    expect(cancelled).toMatchObject({
      action: 'batch.cancelled_by_operator',
      actor: { kind: 'operator', userId: OTHER },
      userId: OWNER,
      chain: `user:${OWNER}`,
      details: { rowCount: 10, rowsDone: 4, rowsFailed: 1 },
    });
  });

  it("records SSO settings with the provider and whether the secret changed, and a domain's verification", () => {
    const settings = mapActivity(
      'team.sso_configured',
      {
        teamId: 5,
        teamName: 'Acme',
        actorId: OWNER,
        enforced: true,
        domains: ['acme.test'],
        issuer: 'https://idp.acme.test',
        clientId: 'deckmill',
        secretChanged: false,
        removed: false,
        occurredAt: AT,
      },
      undefined,
    );
    expect(settings).toMatchObject({
      action: 'team.sso_configured',
      chain: 'team:5',
      details: {
        enforced: true,
        domains: ['acme.test'],
        issuer: 'https://idp.acme.test',
        clientId: 'deckmill',
        secretChanged: false,
      },
    });

    const byDns = mapActivity(
      'team.sso_domain_verified',
      { teamId: 5, teamName: 'Acme', domain: 'acme.test', method: 'dns', verifiedBy: OWNER, occurredAt: AT },
      { requestId: 'r', actor: { kind: 'user', userId: OWNER, email: 'ada@acme.test' } },
    );
    expect(byDns).toMatchObject({
      action: 'team.sso_domain_verified',
      actor: { kind: 'user', userId: OWNER, email: 'ada@acme.test' },
      target: { type: 'team', id: '5', label: 'Acme' },
      userId: OWNER,
      chain: 'team:5',
      details: { domain: 'acme.test', method: 'dns' },
    });

    const byOperator = mapActivity(
      'team.sso_domain_verified',
      {
        teamId: 5,
        teamName: 'Acme',
        domain: 'acme.test',
        method: 'operator',
        verifiedBy: OTHER,
        occurredAt: AT,
      },
      { requestId: 'r', actor: { kind: 'operator', userId: OTHER, email: 'op@example.com' } },
    );
    expect(byOperator).toMatchObject({
      actor: { kind: 'operator', userId: OTHER, email: 'op@example.com' },
      userId: null,
      chain: 'team:5',
      details: { domain: 'acme.test', method: 'operator' },
    });
  });

  it("credits a finished batch to the system whatever the context, and keeps a deck's file name out", () => {
    const done = mapActivity(
      'presentation.completed',
      {
        batchId: BATCH,
        ownerId: OWNER,
        templateId: 1,
        templateName: 'T',
        name: 'Batch',
        rowCount: 3,
        rowsDone: 3,
        rowsFailed: 0,
        occurredAt: AT,
      },
      CONTEXT,
    );
    expect(done).toMatchObject({ action: 'batch.completed', actor: { kind: 'system' }, userId: OWNER });
    // The context is the request that started the batch; that client did not finish it.
    expect(done.origin).toEqual({ ip: null, userAgent: null, requestId: null });
    const delivered = mapActivity(
      'presentation.delivered',
      { batchId: BATCH, ownerId: OWNER, templateTeamId: 4, delivered: 2, failed: 0, occurredAt: AT },
      CONTEXT,
    );
    expect(delivered).toMatchObject({ actor: { kind: 'system' }, teamId: 4 });
    expect(delivered.origin).toEqual({ ip: null, userAgent: null, requestId: null });
    const deck = mapActivity(
      'deck.downloaded',
      {
        batchId: BATCH,
        ownerId: OWNER,
        templateTeamId: null,
        rowNumber: 2,
        fileName: 'Jane Doe - salary.pptx',
        format: 'pptx',
        via: 'app',
        occurredAt: AT,
      },
      CONTEXT,
    );
    expect(deck).toMatchObject({ action: 'deck.downloaded', target: { type: 'deck', id: `${BATCH}:2` } });
    expect(JSON.stringify(deck)).not.toContain('Jane');
  });

  it("labels batch and deck entries with the batch's name when the event has it, and falls back to none", () => {
    const deckPayload = {
      batchId: BATCH,
      ownerId: OWNER,
      templateTeamId: null,
      rowNumber: 3,
      fileName: 'Jane Doe.pptx',
      format: 'pdf' as const,
      via: 'api' as const,
      occurredAt: AT,
    };
    const named = mapActivity('deck.downloaded', { ...deckPayload, batchName: 'Q4 batch' }, CONTEXT);
    expect(named.target).toEqual({ type: 'deck', id: `${BATCH}:3`, label: 'Q4 batch — deck 3' });
    expect(named.details).toEqual({ batchId: BATCH, rowNumber: 3, format: 'pdf', via: 'api' });
    expect(mapActivity('deck.downloaded', deckPayload, CONTEXT).target.label).toBeNull();
    const archive = {
      batchId: BATCH,
      ownerId: OWNER,
      templateTeamId: null,
      format: 'zip' as const,
      via: 'app' as const,
      occurredAt: AT,
    };
    expect(mapActivity('presentation.downloaded', { ...archive, batchName: 'Q4' }, CONTEXT).target).toEqual({
      type: 'batch',
      id: BATCH,
      label: 'Q4',
    });
    expect(mapActivity('presentation.downloaded', archive, CONTEXT).target.label).toBeNull();
  });
});
