/**
 * A real OpenID provider for SSO tests: the npm `oidc-provider` v9 running in a child process
 * (`oidc-provider.mjs` beside this file), on a free port of 127.0.0.1, with a fresh RS256 signing key.
 *
 *   const idp = await startOidcProvider({
 *     redirectUri: `${stack.baseUrl}/api/users/sso/callback`,
 *     accounts: [{ email: 'ada@acme.test', name: 'Ada Lovelace' }],   // email_verified: true unless told
 *     autoLogin: true,            // HTTP tests: the login_hint signs in without a page; false: a login form
 *   });
 *   idp.issuer, idp.clientId, idp.clientSecret                        // what the team admin configures
 *   await idp.setIdTokenMode('tampered');        // next ID tokens: a claim changed, signature kept
 *   await idp.setIdTokenMode('wrong-audience');  // next ID tokens: validly signed for another client
 *   await idp.setIdTokenMode('valid');           // back to normal
 *   await idp.stop();
 *
 * The login page (autoLogin false, or no matching login_hint) has one "Email" field and a "Sign in" button;
 * any listed account signs in, and consent is granted at once. Reach it over plain http: the gateway needs
 * OUTBOUND_ALLOW_HOSTS to include 127.0.0.1 (`outboundAllowHosts` in the test stack's gateway options).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';

export interface OidcTestAccount {
  readonly email: string;
  readonly name?: string;
  /** Default true. */
  readonly emailVerified?: boolean;
}

export interface OidcProviderOptions {
  /** The relying party's callback, registered for the client. */
  readonly redirectUri: string | readonly string[];
  readonly accounts: readonly OidcTestAccount[];
  /** Sign the login_hint's account in without showing the login form (HTTP tests). Default false. */
  readonly autoLogin?: boolean;
  readonly clientId?: string;
  readonly clientSecret?: string;
}

export type IdTokenMode = 'valid' | 'tampered' | 'wrong-audience';

export interface OidcTestProvider {
  /** `http://127.0.0.1:<port>`: the issuer URL to configure (discovery at /.well-known/openid-configuration). */
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
  /** How the token endpoint answers the ID token from now on. */
  setIdTokenMode(mode: IdTokenMode): Promise<void>;
  stop(): Promise<void>;
}

const SCRIPT = path.join(__dirname, 'oidc-provider.mjs');
const START_TIMEOUT_MS = 20_000;

export async function startOidcProvider(options: OidcProviderOptions): Promise<OidcTestProvider> {
  const clientId = options.clientId ?? `deckmill-${randomBytes(4).toString('hex')}`;
  const clientSecret = options.clientSecret ?? randomBytes(24).toString('base64url');
  const config = {
    clientId,
    clientSecret,
    redirectUris: typeof options.redirectUri === 'string' ? [options.redirectUri] : [...options.redirectUri],
    accounts: options.accounts,
    autoLogin: options.autoLogin ?? false,
  };
  // Plain Node runs the ES module (no Jest transform); NODE_ENV=test keeps oidc-provider's dev warnings quiet.
  const child = fork(SCRIPT, [JSON.stringify(config)], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    execArgv: [],
    env: { ...process.env, NODE_ENV: 'test' },
  });
  const issuer = await readyOf(child);
  return {
    issuer,
    clientId,
    clientSecret,
    setIdTokenMode: (mode) => ask(child, { type: 'id-token-mode', mode }),
    stop: () => stopChild(child),
  };
}

function readyOf(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error('the OpenID provider did not start in time'));
    }, START_TIMEOUT_MS);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the OpenID provider exited with code ${String(code)}`));
    });
    child.once('message', (message: { type?: string; issuer?: string }) => {
      clearTimeout(timer);
      if (message.type === 'ready' && message.issuer) resolve(message.issuer);
      else reject(new Error('the OpenID provider sent an unexpected first message'));
    });
  });
}

function ask(child: ChildProcess, message: object): Promise<void> {
  return new Promise((resolve, reject) => {
    child.once('message', () => resolve());
    child.send(message, (error) => {
      if (error) reject(error);
    });
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
