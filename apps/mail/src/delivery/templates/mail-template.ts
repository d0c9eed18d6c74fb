import type { LinkTarget } from '@deckmill/bus-contracts';

/** What a template says; the layout turns it into the text and HTML parts. */
export interface MailContent {
  subject: string;
  greeting?: string;
  paragraphs: string[];
  /** The one link of the mail: the page it opens unless the job names another (page-links.ts builds it). */
  action?: { label: string; target: LinkTarget };
  /** Lines after the link (for example how long it stays valid). */
  footnotes?: string[];
}

export type Variables = Readonly<Record<string, string>>;
export type MailTemplate = (variables: Variables) => MailContent;

/** A variable a caller left out is shown as the fallback rather than as "undefined". */
export function variable(variables: Variables, name: string, fallback = ''): string {
  return variables[name] ?? fallback;
}

export function greeting(variables: Variables): string {
  const name = variables['name'];
  return name ? `Hello ${name},` : 'Hello,';
}
