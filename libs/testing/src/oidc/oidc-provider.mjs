// A real OpenID provider (the npm `oidc-provider`, a certified implementation) for tests, run as a child
// process by start-oidc-provider.ts. Plain ES module: Jest never compiles it. The parent passes its options as
// JSON in argv[2], and drives it over IPC: { type: 'id-token-mode', mode } answers { type: 'ack' }.
import { createSign, generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import Provider from 'oidc-provider';

const options = JSON.parse(process.argv[2] ?? '{}');
const accounts = new Map((options.accounts ?? []).map((account) => [account.email.toLowerCase(), account]));

// RS256 signing key, new for every run.
const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const kid = randomUUID();
const signingJwk = { ...privateKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' };

/** How the token endpoint's id_token leaves: as issued, with a claim changed (signature kept), or re-signed for another audience. */
let idTokenMode = 'valid';

const server = createServer();
await new Promise((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
const issuer = `http://127.0.0.1:${server.address().port}`;

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: options.clientId,
      client_secret: options.clientSecret,
      redirect_uris: options.redirectUris,
      response_types: ['code'],
      grant_types: ['authorization_code'],
      token_endpoint_auth_method: 'client_secret_basic',
    },
  ],
  jwks: { keys: [signingJwk] },
  cookies: { keys: [randomBytes(32).toString('base64url')] },
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
  // The scope's claims go into the ID token itself (what the relying party reads).
  conformIdTokenClaims: false,
  features: { devInteractions: { enabled: false } },
  ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
  interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
  async findAccount(_ctx, id) {
    const account = accounts.get(String(id).toLowerCase());
    if (!account) return undefined;
    return {
      accountId: account.email,
      async claims() {
        return {
          sub: account.email,
          email: account.email,
          email_verified: account.emailVerified ?? true,
          ...(account.name ? { name: account.name } : {}),
        };
      },
    };
  },
});
provider.proxy = false;

provider.use(async (ctx, next) => {
  await next();
  const body = ctx.body;
  if (ctx.path === '/token' && idTokenMode !== 'valid' && body && typeof body.id_token === 'string') {
    ctx.body = { ...body, id_token: rewrite(body.id_token, idTokenMode) };
  }
});

function rewrite(jwt, mode) {
  const [header, payload, signature] = jwt.split('.');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  if (mode === 'tampered') {
    // One claim changed, the provider's signature kept: the signature no longer matches.
    const changed = { ...claims, email: `intruder@${String(claims.email).split('@')[1] ?? 'example.test'}` };
    return `${header}.${Buffer.from(JSON.stringify(changed)).toString('base64url')}.${signature}`;
  }
  // Correctly signed with the provider's own key, for a client that is not the one asking.
  const moved = { ...claims, aud: 'some-other-client' };
  const signingInput = `${header}.${Buffer.from(JSON.stringify(moved)).toString('base64url')}`;
  const signed = createSign('RSA-SHA256').update(signingInput).sign(privateKey).toString('base64url');
  return `${signingInput}.${signed}`;
}

const escape = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function loginPage(uid, hint, problem) {
  return `<!doctype html><html><head><title>Test identity provider</title></head><body>
<h1>Test identity provider</h1>
${problem ? `<p role="alert">${escape(problem)}</p>` : ''}
<form method="post" action="/interaction/${escape(uid)}/login">
<label>Email <input name="email" type="email" value="${escape(hint ?? '')}" autofocus></label>
<button type="submit">Sign in</button>
</form></body></html>`;
}

async function finish(req, res, details, accountId) {
  const grant = details.grantId
    ? await provider.Grant.find(details.grantId)
    : new provider.Grant({ accountId, clientId: details.params.client_id });
  grant.addOIDCScope(String(details.params.scope ?? 'openid'));
  const grantId = await grant.save();
  await provider.interactionFinished(
    req,
    res,
    { login: { accountId }, consent: { grantId } },
    { mergeWithLastSubmission: false },
  );
}

function readForm(req) {
  return new Promise((resolve, reject) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => (text += chunk));
    req.on('end', () => resolve(new URLSearchParams(text)));
    req.on('error', reject);
  });
}

async function interaction(req, res, path) {
  const [uid, action] = path.split('/').slice(2);
  const details = await provider.interactionDetails(req, res);
  if (details.uid !== uid) throw new Error('interaction mismatch');
  const send = (status, html) => {
    res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html);
  };
  const hint = details.params.login_hint;
  if (details.prompt.name === 'consent' && details.session?.accountId) {
    return finish(req, res, details, details.session.accountId);
  }
  if (req.method === 'POST' && action === 'login') {
    const email = ((await readForm(req)).get('email') ?? '').trim().toLowerCase();
    if (!accounts.has(email)) return send(200, loginPage(uid, email, 'No such account.'));
    return finish(req, res, details, email);
  }
  // HTTP tests sign in without a page: the login_hint names the account.
  if (options.autoLogin && hint && accounts.has(String(hint).toLowerCase())) {
    return finish(req, res, details, String(hint).toLowerCase());
  }
  return send(200, loginPage(uid, hint));
}

const handler = provider.callback();
server.on('request', (req, res) => {
  const path = new URL(req.url ?? '/', issuer).pathname;
  if (!path.startsWith('/interaction/')) return handler(req, res);
  interaction(req, res, path).catch((error) => {
    res.writeHead(400, { 'content-type': 'text/plain' });
    res.end(`interaction failed: ${error.message}`);
  });
});

process.on('message', (message) => {
  if (message?.type === 'id-token-mode') {
    idTokenMode = message.mode;
    process.send({ type: 'ack' });
  }
});
process.on('disconnect', () => process.exit(0));
process.send({ type: 'ready', issuer });
