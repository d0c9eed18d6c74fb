import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { SubscriptionTier } from '@deckmill/bus-contracts';
import type { ThemePreference } from '../theme-preference';
import { serviceSchema } from '@deckmill/database';

@Entity({ schema: serviceSchema('identity'), name: 'users' })
export class User {
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  /** Trimmed and lower-cased; unique. */
  @Column({ type: 'text' })
  email!: string;

  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'text', nullable: true })
  company!: string | null;

  @Column({ type: 'boolean', default: false })
  admin!: boolean;

  /** Kept from billing's subscription.changed events. */
  @Column({ name: 'subscription_tier', type: 'text', default: 'free' })
  subscriptionTier!: SubscriptionTier;

  /** A tier billing announced for later (a downgrade at the period's end), and when it applies. */
  @Column({ name: 'pending_subscription_tier', type: 'text', nullable: true })
  pendingSubscriptionTier!: SubscriptionTier | null;

  @Column({ name: 'pending_tier_effective_at', type: 'timestamptz', nullable: true })
  pendingTierEffectiveAt!: Date | null;

  /** argon2id PHC string. */
  @Column({ name: 'password_hash', type: 'text' })
  passwordHash!: string;

  @Column({ name: 'confirmed_at', type: 'timestamptz', nullable: true })
  confirmedAt!: Date | null;

  /** A new address asked for on the profile page, waiting for its confirmation link. */
  @Column({ name: 'unconfirmed_email', type: 'text', nullable: true })
  unconfirmedEmail!: string | null;

  /** When the account first signed in by SSO; ADMIN_EMAIL never promotes such an account. */
  @Column({ name: 'sso_linked_at', type: 'timestamptz', nullable: true })
  ssoLinkedAt!: Date | null;

  /** How the web app looks for this account: system (the device's setting), light or dark. */
  @Column({ name: 'theme_preference', type: 'text', default: 'system' })
  themePreference!: ThemePreference;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
