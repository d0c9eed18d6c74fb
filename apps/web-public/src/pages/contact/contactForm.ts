/** The contact form's fields, as `POST /api/contact` receives them. `website` is the honeypot. */
export interface ContactValues {
  name: string;
  email: string;
  company: string;
  topic: string;
  message: string;
  website: string;
}

export type ContactField = Exclude<keyof ContactValues, 'website'>;
export type ContactErrors = Partial<Record<ContactField, string[]>>;

export const EMPTY_CONTACT: ContactValues = {
  name: '',
  email: '',
  company: '',
  topic: '',
  message: '',
  website: '',
};

export const CONTACT_TOPICS = [
  { value: 'demo', label: 'Book a demo' },
  { value: 'sales', label: 'Pricing and plans' },
  { value: 'enterprise', label: 'Enterprise and compliance' },
  { value: 'support', label: 'Help with my account' },
  { value: 'partnership', label: 'Partnerships' },
  { value: 'other', label: 'Something else' },
] as const;

export const MESSAGE_MIN_LENGTH = 10;
export const MESSAGE_MAX_LENGTH = 5000;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Client-side checks before sending; the server validates again and has the last word. */
export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  if (!values.name.trim()) errors.name = ['Please tell us your name.'];
  if (!values.email.trim()) errors.email = ['Please enter your email address.'];
  else if (!EMAIL.test(values.email.trim())) errors.email = ['Please enter a valid email address.'];
  if (!CONTACT_TOPICS.some((topic) => topic.value === values.topic))
    errors.topic = ['Please choose a topic.'];
  const message = values.message.trim();
  if (!message) errors.message = ['Please write a message.'];
  else if (message.length < MESSAGE_MIN_LENGTH)
    errors.message = [`Please write at least ${MESSAGE_MIN_LENGTH} characters.`];
  else if (message.length > MESSAGE_MAX_LENGTH)
    errors.message = [
      `Please keep your message under ${MESSAGE_MAX_LENGTH.toLocaleString('en-US')} characters.`,
    ];
  return errors;
}

export function hasErrors(errors: ContactErrors): boolean {
  return Object.values(errors).some((messages) => messages.length > 0);
}

/** The JSON body of `POST /api/contact`: trimmed values, honeypot included for the server to judge. */
export function contactPayload(values: ContactValues): ContactValues {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    company: values.company.trim(),
    topic: values.topic,
    message: values.message.trim(),
    website: values.website,
  };
}
