import fc from 'fast-check';

/** Characters no text field accepts (and the tab and newlines a multi-line field does). */
const CONTROL = fc.constantFrom(
  '\u0000',
  '\u0001',
  '\u0008',
  '\u001b',
  '\u007f',
  '\ud800',
  '\udfff',
  '\n',
  '\t',
);

/** Field names the API reads somewhere, the envelopes, and the keys of prototype pollution. */
const KEYS = fc.constantFrom(
  ...['user', 'team', 'template', 'presentation', 'member', 'invitation', 'api_key', 'contact'],
  ...['email', 'password', 'password_confirmation', 'current_password', 'name', 'company', 'remember_me'],
  ...['role', 'team_id', 'template_id', 'data_mapping', 'file_name_pattern', 'confirmation_token'],
  ...['reset_password_token', 'unlock_token', 'tier', 'admin', 'message', 'subject', 'expires_at', 'page'],
  ...['__proto__', 'constructor', 'prototype', 'polluted'],
);

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc
    .tuple(fc.string({ maxLength: 20 }), CONTROL, fc.string({ maxLength: 20 }))
    .map(([before, control, after]) => `${before}${control}${after}`),
  fc.constantFrom('', ' ', '../../etc/passwd', '{{name}}', '<script>x</script>', "' OR 1=1 --", '1e309'),
  fc.constantFrom('-1', '0', '1.5', '99999999999999999999', 'NaN', 'null', 'true', '__proto__', '%00'),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.integer({ min: 10_000, max: 300_000 }).map((length) => 'x'.repeat(length)),
);

/** A JSON value as text, so keys such as `__proto__` reach the server verbatim. */
type Json = { text: string };

const leaf: fc.Arbitrary<Json> = fc
  .oneof(
    hostileString,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.constantFrom(2 ** 53 + 1, -0, 1e308),
  )
  .map((value) => ({ text: JSON.stringify(value) ?? 'null' }));

/** Arrays nested thousands deep: a parser or validator that recurses must not fall over. */
const deep: fc.Arbitrary<Json> = fc
  .integer({ min: 500, max: 20_000 })
  .map((depth) => ({ text: `${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}` }));

const { value } = fc.letrec<{ value: Json }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc
      .array(tie('value'), { maxLength: 4 })
      .map((items) => ({ text: `[${items.map((i) => i.text).join(',')}]` })),
    fc.array(fc.tuple(KEYS, tie('value')), { maxLength: 6 }).map((entries) => ({
      text: `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${v.text}`).join(',')}}`,
    })),
    deep,
  ),
}));

/** Values a form would send, so a body passes the schema and the hostile field reaches the service. */
const PLAUSIBLE: Readonly<Record<string, unknown>> = {
  email: 'fuzz@example.test',
  password: 'violet-harbour-tram-42',
  password_confirmation: 'violet-harbour-tram-42',
  current_password: 'violet-harbour-tram-42',
  name: 'Fuzz',
  company: 'Fuzz Ltd',
  message: 'Hello there, this is a message long enough.',
  subject: 'Hello',
  topic: 'sales',
  confirmation_token: 'token',
  reset_password_token: 'token',
  unlock_token: 'token',
  role: 'member',
  tier: 'starter',
  remember_me: true,
  admin: false,
  team_id: 1,
  template_id: 1,
};
const ENVELOPES = ['user', 'team', 'template', 'presentation', 'api_key', 'contact', 'invitation'];

/**
 * Every field the API knows, plausible but for some hostile strings, both flat and inside every envelope:
 * such a body passes most schemas, so the hostile value travels as far as the product lets it.
 */
const withControl = fc
  .tuple(fc.string({ maxLength: 10 }), CONTROL, fc.string({ maxLength: 10 }))
  .map(([before, control, after]) => `${before}${control}${after}`);

const plausibleBody: fc.Arbitrary<string> = fc
  .record(
    Object.fromEntries(
      Object.entries(PLAUSIBLE).map(([key, plausible]) => [
        key,
        fc.oneof(
          { weight: 3, arbitrary: fc.constant(plausible) },
          { weight: 1, arbitrary: withControl },
          { weight: 1, arbitrary: hostileString },
        ),
      ]),
    ),
  )
  .map((fields) =>
    JSON.stringify({ ...fields, ...Object.fromEntries(ENVELOPES.map((envelope) => [envelope, fields])) }),
  );

/** The plausible body with one control character slipped into every string: types right, text poisoned. */
const taintedBody: fc.Arbitrary<string> = fc.tuple(CONTROL, fc.nat()).map(([control, position]) => {
  const taint = (value: unknown) => {
    if (typeof value !== 'string') return value;
    const at = position % (value.length + 1);
    return `${value.slice(0, at)}${control}${value.slice(at)}`;
  };
  const fields = Object.fromEntries(Object.entries(PLAUSIBLE).map(([key, value]) => [key, taint(value)]));
  return JSON.stringify({
    ...fields,
    ...Object.fromEntries(ENVELOPES.map((envelope) => [envelope, fields])),
  });
});

/** A JSON request body: poisoned plausible ones, objects keyed like the API's, anything, broken. */
export const hostileBody: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: taintedBody },
  { weight: 4, arbitrary: plausibleBody },
  {
    weight: 6,
    arbitrary: fc
      .array(fc.tuple(KEYS, value), { maxLength: 6 })
      .map((entries) => `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${v.text}`).join(',')}}`),
  },
  { weight: 2, arbitrary: value.map((v) => v.text) },
  { weight: 1, arbitrary: fc.constantFrom('{', '{"user":', '[1,]', 'nul', '"\\ud800"', '{"a":1}{"b":2}') },
);

/** A path parameter, percent-encoded (a lone surrogate, which encodeURIComponent refuses, as its raw bytes). */
export const hostileParam: fc.Arbitrary<string> = fc
  .oneof(
    hostileString.filter((s) => s.length < 5000),
    fc.integer().map(String),
  )
  .map((raw) => {
    try {
      return encodeURIComponent(raw) || '%20';
    } catch {
      return '%ED%A0%80';
    }
  });

const QUERY_KEYS = fc.constantFrom(
  'page',
  'rows_page',
  'q',
  'status',
  'tier',
  'a[]',
  'a[b]',
  '__proto__[polluted]',
  'constructor[prototype][polluted]',
);

/** A query string of documented and undocumented keys, array and object forms, and pollution attempts. */
export function hostileQuery(documented: readonly string[]): fc.Arbitrary<string> {
  const keys = documented.length > 0 ? fc.oneof(fc.constantFrom(...documented), QUERY_KEYS) : QUERY_KEYS;
  return fc
    .array(fc.tuple(keys, hostileParam), { maxLength: 4 })
    .map((pairs) => (pairs.length === 0 ? '' : `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}`));
}
