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

/**
 * A view of one of the owner's personal links ended (docs/sharing.md, "Notices"): who, which deck, how long and
 * how far. `reach` is ", up to slide 7 of 10" or empty.
 */
export const deckViewed: MailTemplate = (v) => {
  const who = variable(v, 'who', 'Someone');
  const deck = variable(v, 'deckName', 'a deck');
  const duration = variable(v, 'duration', '');
  const from = v['batchName'] ? ` from ${v['batchName']}` : '';
  const spent = duration ? ` for ${duration}` : '';
  return {
    subject: `${who} viewed your deck '${deck}'${duration ? ` (${duration})` : ''}`,
    greeting: greeting(v),
    paragraphs: [`${who} viewed ${variable(v, 'fileName', deck)}${from}${spent}${variable(v, 'reach', '')}.`],
    action: { label: 'See the presentation', target: { page: 'presentations' } },
    footnotes: [
      'You get at most one of these e-mails per deck an hour, because this presentation was made with ' +
        '"E-mail me when a deck is viewed".',
    ],
  };
};

export const contactMessage: MailTemplate = (v) => ({
  subject: `Contact form: ${variable(v, 'subject', 'new message')}`,
  paragraphs: [
    `From: ${variable(v, 'name', 'unknown')} <${variable(v, 'email', 'no email given')}>`,
    variable(v, 'message', ''),
  ],
});
