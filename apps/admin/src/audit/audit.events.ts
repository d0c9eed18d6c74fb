import { Injectable } from '@nestjs/common';
import { DAY_OF_RETRIES, OnEvent, type EventDelivery } from '@deckmill/messaging';
import type { AuditedEvent } from './mapping/activity-mapping';
import { RecordActivityUseCase } from './use-cases/record-activity/record-activity.use-case';

/**
 * The audit consumer: one durable consumer (`audit-<event>`) per domain event that records an action, each
 * appending its entry to the trail (docs/audit.md). Errors mean the admin database or NATS is down: the bus
 * retries for a day, so an outage delays entries and loses none. Not heard: `system.*`, `usage.recorded`,
 * converter and mail internals, `presentation.row-failed` (a batch's rows are not actions), `audit.recorded`.
 */
const OUTLASTS_AN_OUTAGE = {
  maxDeliver: DAY_OF_RETRIES.maxDeliver,
  backoffMs: [...DAY_OF_RETRIES.backoffMs],
};

@Injectable()
export class AuditEvents {
  constructor(private readonly recordActivity: RecordActivityUseCase) {}

  @OnEvent('user.registered', { durable: 'audit-user-registered', ...OUTLASTS_AN_OUTAGE })
  onUserRegistered(delivery: EventDelivery<'user.registered'>): Promise<void> {
    return this.record('user.registered', delivery);
  }

  @OnEvent('user.confirmed', { durable: 'audit-user-confirmed', ...OUTLASTS_AN_OUTAGE })
  onUserConfirmed(delivery: EventDelivery<'user.confirmed'>): Promise<void> {
    return this.record('user.confirmed', delivery);
  }

  @OnEvent('user.updated', { durable: 'audit-user-updated', ...OUTLASTS_AN_OUTAGE })
  onUserUpdated(delivery: EventDelivery<'user.updated'>): Promise<void> {
    return this.record('user.updated', delivery);
  }

  @OnEvent('user.deleted', { durable: 'audit-user-deleted', ...OUTLASTS_AN_OUTAGE })
  onUserDeleted(delivery: EventDelivery<'user.deleted'>): Promise<void> {
    return this.record('user.deleted', delivery);
  }

  @OnEvent('subscription.changed', { durable: 'audit-subscription-changed', ...OUTLASTS_AN_OUTAGE })
  onSubscriptionChanged(delivery: EventDelivery<'subscription.changed'>): Promise<void> {
    return this.record('subscription.changed', delivery);
  }

  @OnEvent('team.created', { durable: 'audit-team-created', ...OUTLASTS_AN_OUTAGE })
  onTeamCreated(delivery: EventDelivery<'team.created'>): Promise<void> {
    return this.record('team.created', delivery);
  }

  @OnEvent('team.deleted', { durable: 'audit-team-deleted', ...OUTLASTS_AN_OUTAGE })
  onTeamDeleted(delivery: EventDelivery<'team.deleted'>): Promise<void> {
    return this.record('team.deleted', delivery);
  }

  @OnEvent('member.added', { durable: 'audit-member-added', ...OUTLASTS_AN_OUTAGE })
  onMemberAdded(delivery: EventDelivery<'member.added'>): Promise<void> {
    return this.record('member.added', delivery);
  }

  @OnEvent('member.removed', { durable: 'audit-member-removed', ...OUTLASTS_AN_OUTAGE })
  onMemberRemoved(delivery: EventDelivery<'member.removed'>): Promise<void> {
    return this.record('member.removed', delivery);
  }

  @OnEvent('team.sso_configured', { durable: 'audit-team-sso-configured', ...OUTLASTS_AN_OUTAGE })
  onTeamSsoConfigured(delivery: EventDelivery<'team.sso_configured'>): Promise<void> {
    return this.record('team.sso_configured', delivery);
  }

  @OnEvent('team.sso_domain_verified', { durable: 'audit-team-sso-domain-verified', ...OUTLASTS_AN_OUTAGE })
  onTeamSsoDomainVerified(delivery: EventDelivery<'team.sso_domain_verified'>): Promise<void> {
    return this.record('team.sso_domain_verified', delivery);
  }

  @OnEvent('member.role_changed', { durable: 'audit-member-role-changed', ...OUTLASTS_AN_OUTAGE })
  onMemberRoleChanged(delivery: EventDelivery<'member.role_changed'>): Promise<void> {
    return this.record('member.role_changed', delivery);
  }

  @OnEvent('member.invited', { durable: 'audit-member-invited', ...OUTLASTS_AN_OUTAGE })
  onMemberInvited(delivery: EventDelivery<'member.invited'>): Promise<void> {
    return this.record('member.invited', delivery);
  }

  @OnEvent('template.uploaded', { durable: 'audit-template-uploaded', ...OUTLASTS_AN_OUTAGE })
  onTemplateUploaded(delivery: EventDelivery<'template.uploaded'>): Promise<void> {
    return this.record('template.uploaded', delivery);
  }

  @OnEvent('template.deleted', { durable: 'audit-template-deleted', ...OUTLASTS_AN_OUTAGE })
  onTemplateDeleted(delivery: EventDelivery<'template.deleted'>): Promise<void> {
    return this.record('template.deleted', delivery);
  }

  @OnEvent('mcp.tool_called', { durable: 'audit-mcp-tool-called', ...OUTLASTS_AN_OUTAGE })
  onMcpToolCalled(delivery: EventDelivery<'mcp.tool_called'>): Promise<void> {
    return this.record('mcp.tool_called', delivery);
  }

  @OnEvent('template.downloaded', { durable: 'audit-template-downloaded', ...OUTLASTS_AN_OUTAGE })
  onTemplateDownloaded(delivery: EventDelivery<'template.downloaded'>): Promise<void> {
    return this.record('template.downloaded', delivery);
  }

  @OnEvent('dataset.uploaded', { durable: 'audit-dataset-uploaded', ...OUTLASTS_AN_OUTAGE })
  onDatasetUploaded(delivery: EventDelivery<'dataset.uploaded'>): Promise<void> {
    return this.record('dataset.uploaded', delivery);
  }

  @OnEvent('dataset.deleted', { durable: 'audit-dataset-deleted', ...OUTLASTS_AN_OUTAGE })
  onDatasetDeleted(delivery: EventDelivery<'dataset.deleted'>): Promise<void> {
    return this.record('dataset.deleted', delivery);
  }

  @OnEvent('presentation.created', { durable: 'audit-presentation-created', ...OUTLASTS_AN_OUTAGE })
  onPresentationCreated(delivery: EventDelivery<'presentation.created'>): Promise<void> {
    return this.record('presentation.created', delivery);
  }

  @OnEvent('presentation.completed', { durable: 'audit-presentation-completed', ...OUTLASTS_AN_OUTAGE })
  onPresentationCompleted(delivery: EventDelivery<'presentation.completed'>): Promise<void> {
    return this.record('presentation.completed', delivery);
  }

  @OnEvent('presentation.failed', { durable: 'audit-presentation-failed', ...OUTLASTS_AN_OUTAGE })
  onPresentationFailed(delivery: EventDelivery<'presentation.failed'>): Promise<void> {
    return this.record('presentation.failed', delivery);
  }

  @OnEvent('presentation.cancelled', { durable: 'audit-presentation-cancelled', ...OUTLASTS_AN_OUTAGE })
  onPresentationCancelled(delivery: EventDelivery<'presentation.cancelled'>): Promise<void> {
    return this.record('presentation.cancelled', delivery);
  }

  @OnEvent('presentation.delivered', { durable: 'audit-presentation-delivered', ...OUTLASTS_AN_OUTAGE })
  onPresentationDelivered(delivery: EventDelivery<'presentation.delivered'>): Promise<void> {
    return this.record('presentation.delivered', delivery);
  }

  @OnEvent('presentation.delivery-failed', {
    durable: 'audit-presentation-delivery-failed',
    ...OUTLASTS_AN_OUTAGE,
  })
  onPresentationDeliveryFailed(delivery: EventDelivery<'presentation.delivery-failed'>): Promise<void> {
    return this.record('presentation.delivery-failed', delivery);
  }

  @OnEvent('presentation.decks-deleted', {
    durable: 'audit-presentation-decks-deleted',
    ...OUTLASTS_AN_OUTAGE,
  })
  onPresentationDecksDeleted(delivery: EventDelivery<'presentation.decks-deleted'>): Promise<void> {
    return this.record('presentation.decks-deleted', delivery);
  }

  @OnEvent('presentation.deleted', { durable: 'audit-presentation-deleted', ...OUTLASTS_AN_OUTAGE })
  onPresentationDeleted(delivery: EventDelivery<'presentation.deleted'>): Promise<void> {
    return this.record('presentation.deleted', delivery);
  }

  @OnEvent('presentation.downloaded', { durable: 'audit-presentation-downloaded', ...OUTLASTS_AN_OUTAGE })
  onPresentationDownloaded(delivery: EventDelivery<'presentation.downloaded'>): Promise<void> {
    return this.record('presentation.downloaded', delivery);
  }

  @OnEvent('share_links.created', { durable: 'audit-share-links-created', ...OUTLASTS_AN_OUTAGE })
  onShareLinksCreated(delivery: EventDelivery<'share_links.created'>): Promise<void> {
    return this.record('share_links.created', delivery);
  }

  @OnEvent('share_links.revoked', { durable: 'audit-share-links-revoked', ...OUTLASTS_AN_OUTAGE })
  onShareLinksRevoked(delivery: EventDelivery<'share_links.revoked'>): Promise<void> {
    return this.record('share_links.revoked', delivery);
  }

  @OnEvent('share_link.regenerated', { durable: 'audit-share-link-regenerated', ...OUTLASTS_AN_OUTAGE })
  onShareLinkRegenerated(delivery: EventDelivery<'share_link.regenerated'>): Promise<void> {
    return this.record('share_link.regenerated', delivery);
  }

  @OnEvent('deck.downloaded', { durable: 'audit-deck-downloaded', ...OUTLASTS_AN_OUTAGE })
  onDeckDownloaded(delivery: EventDelivery<'deck.downloaded'>): Promise<void> {
    return this.record('deck.downloaded', delivery);
  }

  @OnEvent('session.signed_in', { durable: 'audit-session-signed-in', ...OUTLASTS_AN_OUTAGE })
  onSessionSignedIn(delivery: EventDelivery<'session.signed_in'>): Promise<void> {
    return this.record('session.signed_in', delivery);
  }

  @OnEvent('session.failed_sign_in', { durable: 'audit-session-failed-sign-in', ...OUTLASTS_AN_OUTAGE })
  onSessionFailedSignIn(delivery: EventDelivery<'session.failed_sign_in'>): Promise<void> {
    return this.record('session.failed_sign_in', delivery);
  }

  @OnEvent('session.signed_out', { durable: 'audit-session-signed-out', ...OUTLASTS_AN_OUTAGE })
  onSessionSignedOut(delivery: EventDelivery<'session.signed_out'>): Promise<void> {
    return this.record('session.signed_out', delivery);
  }

  @OnEvent('api_key.created', { durable: 'audit-api-key-created', ...OUTLASTS_AN_OUTAGE })
  onApiKeyCreated(delivery: EventDelivery<'api_key.created'>): Promise<void> {
    return this.record('api_key.created', delivery);
  }

  @OnEvent('api_key.revoked', { durable: 'audit-api-key-revoked', ...OUTLASTS_AN_OUTAGE })
  onApiKeyRevoked(delivery: EventDelivery<'api_key.revoked'>): Promise<void> {
    return this.record('api_key.revoked', delivery);
  }

  @OnEvent('operator.user-updated', { durable: 'audit-operator-user-updated', ...OUTLASTS_AN_OUTAGE })
  onOperatorUserUpdated(delivery: EventDelivery<'operator.user-updated'>): Promise<void> {
    return this.record('operator.user-updated', delivery);
  }

  @OnEvent('operator.user-deleted', { durable: 'audit-operator-user-deleted', ...OUTLASTS_AN_OUTAGE })
  onOperatorUserDeleted(delivery: EventDelivery<'operator.user-deleted'>): Promise<void> {
    return this.record('operator.user-deleted', delivery);
  }

  @OnEvent('operator.batch-resumed', { durable: 'audit-operator-batch-resumed', ...OUTLASTS_AN_OUTAGE })
  onOperatorBatchResumed(delivery: EventDelivery<'operator.batch-resumed'>): Promise<void> {
    return this.record('operator.batch-resumed', delivery);
  }

  @OnEvent('operator.batch-cancelled', { durable: 'audit-operator-batch-cancelled', ...OUTLASTS_AN_OUTAGE })
  onOperatorBatchCancelled(delivery: EventDelivery<'operator.batch-cancelled'>): Promise<void> {
    return this.record('operator.batch-cancelled', delivery);
  }

  @OnEvent('account.exported', { durable: 'audit-account-exported', ...OUTLASTS_AN_OUTAGE })
  onAccountExported(delivery: EventDelivery<'account.exported'>): Promise<void> {
    return this.record('account.exported', delivery);
  }

  private record<K extends AuditedEvent>(key: K, delivery: EventDelivery<K>): Promise<void> {
    return this.recordActivity.execute({
      key,
      subject: delivery.subject,
      data: delivery.data,
      ...(delivery.messageId ? { messageId: delivery.messageId } : {}),
    });
  }
}
