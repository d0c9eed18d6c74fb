import { greeting, variable, type MailTemplate } from './mail-template';

export const teamInvitation: MailTemplate = (v) => ({
  subject: `You are invited to join ${variable(v, 'teamName', 'a team')} on Deckmill`,
  greeting: 'Hello,',
  paragraphs: [
    `${variable(v, 'inviterName', 'A colleague')} invited you to the team ${variable(v, 'teamName', '')} on Deckmill.`,
  ],
  action: { label: 'Accept the invitation', target: { page: 'sign-up' } },
  footnotes: [
    'You join the team only if you accept. The link is valid for 7 days; to say no, decline it or ignore this email.',
  ],
});

export const teamMemberAdded: MailTemplate = (v) => ({
  subject: `You were added to ${variable(v, 'teamName', 'a team')}`,
  greeting: greeting(v),
  paragraphs: [
    `${variable(v, 'inviterName', 'A team admin')} added you to the team ${variable(v, 'teamName', '')}.`,
  ],
  action: { label: 'Open the team', target: { page: 'teams' } },
});

export const batchCompleted: MailTemplate = (v) => ({
  subject: 'Your presentations are ready',
  greeting: greeting(v),
  paragraphs: [
    `${variable(v, 'count', 'Your')} presentations from ${variable(v, 'templateName', 'your template')} are ready to download.`,
  ],
  action: { label: 'Download them', target: { page: 'presentations' } },
});

export const batchFailed: MailTemplate = (v) => ({
  subject: 'Generation failed',
  greeting: greeting(v),
  paragraphs: [
    `Generating presentations from ${variable(v, 'templateName', 'your template')} failed. Please try again.`,
    ...(v['reason'] ? [`Reason: ${v['reason']}`] : []),
  ],
  action: { label: 'See the details', target: { page: 'presentations' } },
});

export const contactMessage: MailTemplate = (v) => ({
  subject: `Contact form: ${variable(v, 'subject', 'new message')}`,
  paragraphs: [
    `From: ${variable(v, 'name', 'unknown')} <${variable(v, 'email', 'no email given')}>`,
    variable(v, 'message', ''),
  ],
});
