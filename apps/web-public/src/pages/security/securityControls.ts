import type { CardItem } from '../../components/CardGrid';

/** The controls the product really has; keep this list in step with the services. */
export const SECURITY_CONTROLS: readonly CardItem[] = [
  {
    kicker: 'Passwords',
    title: 'argon2id password hashing',
    text: 'We never store your password. We keep only an argon2id hash, a slow, memory-hard algorithm designed to make guessing passwords from a stolen database impractical.',
  },
  {
    kicker: 'In transit',
    title: 'TLS on every connection',
    text: 'Everything between your browser or API client and Deckmill travels over TLS, so templates, spreadsheets and finished decks cannot be read or changed on the way.',
  },
  {
    kicker: 'Isolation',
    title: 'Strict separation between accounts',
    text: 'Every template, presentation, team and key is checked against the account asking for it on every request. Another account’s object simply does not exist for you: the answer is a 404, not a peek.',
  },
  {
    kicker: 'Keys and sessions',
    title: 'Hashed API keys and session tokens',
    text: 'API keys are shown once when you create them and stored only as hashes, as are session tokens. A copy of our database would not let anyone sign in as you or call the API.',
  },
  {
    kicker: 'Accountability',
    title: 'Audit trail',
    text: 'Sign-ins, changes to accounts, teams, templates and API keys, and administrative actions are recorded with who did what and when.',
  },
  {
    kicker: 'Resilience',
    title: 'Regular backups',
    text: 'The database and stored files are backed up regularly, and restores are rehearsed, so a hardware failure or a mistake does not cost you your templates.',
  },
  {
    kicker: 'Forms',
    title: 'Protection against forged requests',
    text: 'Every change made from the browser carries an anti-forgery token, and sign-in and contact forms are rate-limited against automated abuse.',
  },
  {
    kicker: 'Least privilege',
    title: 'Roles inside teams',
    text: 'Team admins decide who can invite, change roles and remove members; members see shared templates without being able to change the team.',
  },
];
