import { parseErrorBody } from '../../api/errorBody';
import { postJson } from '../../api/http';
import type { ContactErrors, ContactField, ContactValues } from './contactForm';

export type ContactResult = { ok: true } | { ok: false; general: string; fields: ContactErrors };

const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'company', 'topic', 'message'];
const NETWORK_ERROR = 'We could not send your message. Check your connection and try again.';

function isContactField(field: string): field is ContactField {
  return (CONTACT_FIELDS as readonly string[]).includes(field);
}

/** Sends the form to `POST /api/contact`; a 422 comes back as messages per field. */
export async function submitContact(payload: ContactValues): Promise<ContactResult> {
  try {
    const response = await postJson('/api/contact', payload);
    if (response.ok) return { ok: true };
    const { general, fields } = parseErrorBody(response.body);
    const contactErrors: ContactErrors = {};
    for (const [field, messages] of Object.entries(fields)) {
      if (isContactField(field)) contactErrors[field] = messages;
    }
    return {
      ok: false,
      general: general ?? `Something went wrong (error ${response.status}). Please try again.`,
      fields: contactErrors,
    };
  } catch {
    return { ok: false, general: NETWORK_ERROR, fields: {} };
  }
}
