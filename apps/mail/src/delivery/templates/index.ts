import type { MailJob } from '@deckmill/bus-contracts';
import {
  confirmEmail,
  emailChanged,
  resetPassword,
  resetPasswordNoAccount,
  signUpAttempt,
  unlockAccount,
} from './account-templates';
import type { MailTemplate } from './mail-template';
import {
  batchCompleted,
  batchFailed,
  contactMessage,
  deckViewed,
  teamInvitation,
  teamMemberAdded,
} from './product-templates';

/** Every template a `mail.send` job may name (the contract's MAIL_TEMPLATES). */
export const MAIL_TEMPLATE_CONTENT: Record<MailJob['template'], MailTemplate> = {
  'confirm-email': confirmEmail,
  'reset-password': resetPassword,
  'unlock-account': unlockAccount,
  'email-changed': emailChanged,
  'sign-up-attempt': signUpAttempt,
  'reset-password-no-account': resetPasswordNoAccount,
  'team-invitation': teamInvitation,
  'team-member-added': teamMemberAdded,
  'batch-completed': batchCompleted,
  'batch-failed': batchFailed,
  'contact-message': contactMessage,
  'deck-viewed': deckViewed,
};
