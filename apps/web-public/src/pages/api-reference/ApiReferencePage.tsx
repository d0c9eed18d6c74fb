import { PageHero } from '../../components/PageHero';
import { Section } from '../../components/Section';
import { APP_LINKS } from '../../site/siteConfig';
import { API_V1_DOCUMENT } from './apiDocument';
import { referenceOf, type ReferenceField, type ReferenceOperation } from './apiReference';
import styles from './ApiReferencePage.module.css';

/** The document's descriptions mark code with backticks, as Markdown does. */
function withCode(text: string) {
  return text.split('`').map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
}

// Read when the site is built: the page always shows the committed document, examples included.
const REFERENCE = referenceOf(API_V1_DOCUMENT);

function FieldTable({
  caption,
  fields,
}: {
  caption: string;
  fields: readonly (ReferenceField & { in?: string })[];
}) {
  return (
    <div className={styles.tableScroll}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Type</th>
            <th scope="col">Notes</th>
          </tr>
        </thead>
        <tbody>
          {fields.map((field) => (
            <tr key={`${field.in ?? ''}${field.name}`}>
              <td>
                <code>{field.name}</code>
              </td>
              <td>
                <code className={styles.type}>{field.type}</code>
              </td>
              <td>
                {withCode(
                  [field.in && `in ${field.in}`, field.required ? 'required' : 'optional', field.description]
                    .filter(Boolean)
                    .join('; '),
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const MEDIA_NAMES: Record<string, string> = {
  'application/json': 'JSON body',
  'multipart/form-data': 'Multipart form',
};

function Operation({ operation }: { operation: ReferenceOperation }) {
  return (
    <article className={styles.operation} id={operation.id} aria-labelledby={`${operation.id}-title`}>
      <h3 id={`${operation.id}-title`} className={styles.operationTitle}>
        <span className={styles.method} data-method={operation.method}>
          {operation.method}
        </span>{' '}
        <code className={styles.path}>{operation.path}</code>
      </h3>
      <p className={styles.summary}>{operation.summary}</p>
      {operation.parameters.length > 0 && <FieldTable caption="Parameters" fields={operation.parameters} />}
      {operation.bodies.map((body) => (
        <FieldTable
          key={body.mediaType}
          caption={`${MEDIA_NAMES[body.mediaType] ?? body.mediaType} (${body.mediaType})`}
          fields={body.fields}
        />
      ))}
      <h4 className={styles.subheading}>Responses</h4>
      <ul className={styles.responses}>
        {operation.responses.map((response) => (
          <li key={response.status}>
            <strong>{response.status}</strong>{' '}
            {response.type && <code className={styles.type}>{response.type}</code>} {response.description}
          </li>
        ))}
      </ul>
      {operation.answerFields.length > 0 && (
        <FieldTable caption="Answer fields" fields={operation.answerFields} />
      )}
      <h4 className={styles.subheading}>Example</h4>
      {operation.examples.map((example) => (
        <figure key={example.label} className={styles.example}>
          <figcaption className={styles.exampleLabel}>{example.label}</figcaption>
          {/* Focusable so a keyboard can scroll a long command sideways (it scrolls inside its box). */}
          <pre className={styles.code} tabIndex={0} aria-label={`Example: ${example.label}`}>
            <code>{example.source}</code>
          </pre>
        </figure>
      ))}
    </article>
  );
}

/** /docs/api: the reference of API v1, from its committed OpenAPI document. */
export function ApiReferencePage() {
  return (
    <>
      <PageHero
        eyebrow="Developers"
        title="API v1 reference"
        lead="Upload templates, post rows as JSON or a CSV file, follow each batch and download its decks and PDFs from your own scripts and systems."
      >
        <p className={styles.heroLinks}>
          The same document as OpenAPI 3.1: <a href="/api/v1/openapi.json">/api/v1/openapi.json</a>. Every
          example below is run against a real server by our test suite.
        </p>
      </PageHero>
      <Section title="Getting started">
        <div className={styles.intro}>
          <h3>Authentication</h3>
          <p>
            Create an API key in <a href={APP_LINKS.signIn}>Deckmill</a> under Settings → API keys and send it
            as <code>Authorization: Bearer $DECKMILL_API_KEY</code> on every request to <code>/api/v1</code>.
            No cookies and no CSRF token: a request without a key is <code>401 api_key_required</code>, an
            unknown or revoked key <code>401 invalid_api_key</code>. A key has scopes: <code>read</code> (list
            and get, downloads), <code>generate</code> (create batches) and <code>manage</code> (upload and
            delete templates, webhooks); a key without the scope an operation names gets{' '}
            <code>403 insufficient_scope</code>. Each key shows when it was last used.
          </p>
          <h3>Errors</h3>
          <p>
            Every error has the same shape and a stable <code>code</code> to branch on:{' '}
            <code>{'{ "error": { "code", "message", "fields", "request_id" } }'}</code>. <code>fields</code>{' '}
            appears with <code>422 validation_failed</code> and names each invalid field (<code>rows.0</code>
            ). Other codes: <code>not_found</code>, <code>limit_reached</code>,{' '}
            <code>idempotency_key_reused</code>, <code>payload_too_large</code>, <code>rate_limited</code>,{' '}
            <code>service_unavailable</code>.
          </p>
          <h3>Rate limits</h3>
          <p>
            600 requests a minute per account. Every answer carries <code>RateLimit-Limit</code>,{' '}
            <code>RateLimit-Remaining</code> and <code>RateLimit-Reset</code> (seconds until the window ends);
            over the limit the answer is <code>429 rate_limited</code> with <code>Retry-After</code>.
          </p>
          <h3>Idempotency-Key</h3>
          <p>
            Send <code>Idempotency-Key: &lt;your id&gt;</code> with a POST: a retry with the same key and body
            answers the first result (for 24 hours) and never makes a second batch; the same key with another
            body is <code>409 idempotency_key_reused</code>.
          </p>
          <h3>Pagination</h3>
          <p>
            Lists take <code>?limit=</code> (1 to 100, default 20) and <code>?starting_after=</code> and
            answer <code>{'{ "data": [...], "has_more", "next_cursor" }'}</code>: pass{' '}
            <code>next_cursor</code> as <code>starting_after</code> for the next page; it is <code>null</code>{' '}
            on the last one.
          </p>
          <h3>The examples</h3>
          <p>
            They use <code>$DECKMILL_URL</code> (your Deckmill address) and <code>$DECKMILL_API_KEY</code>,
            and chain ids: <code>$TEMPLATE_ID</code>, <code>$BATCH_ID</code> and <code>$WEBHOOK_ID</code> are
            the <code>id</code> of an earlier answer.
          </p>
        </div>
        <nav aria-label="Operations" className={styles.toc}>
          <ul>
            {REFERENCE.flatMap((group) => group.operations).map((operation) => (
              <li key={operation.id}>
                <a href={`#${operation.id}`}>
                  <span className={styles.tocMethod}>{operation.method}</span> {operation.path}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </Section>
      {REFERENCE.map((group, index) => (
        <Section key={group.tag} title={group.title} tinted={index % 2 === 0}>
          {group.operations.map((operation) => (
            <Operation key={operation.id} operation={operation} />
          ))}
        </Section>
      ))}
    </>
  );
}
