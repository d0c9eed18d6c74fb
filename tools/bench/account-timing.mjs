// Compares how long sign-in, forgot password and sign-up take for a known and an unknown address
// (the timings must not tell them apart). Medians of interleaved attempts, each from its own
// client address; the server must trust X-Forwarded-For from this machine (TRUST_PROXY=loopback).
//   TRUST_PROXY=loopback npm start   (in another terminal)   then
//   node tools/bench/account-timing.mjs [http://localhost:3000] [attempts per series, default 15]
import { performance } from 'node:perf_hooks';

const base = process.argv[2] ?? 'http://localhost:3000';
const attempts = Number(process.argv[3] ?? 15);
const PASSWORD = 'violet-harbour-tram-42';
let counter = 0;

const address = (label) => `${label}-${Date.now()}-${(counter += 1)}@bench.example`;
const clientIp = () => `10.99.${(counter >> 8) & 255}.${(counter += 1) & 255}`;

/** One request as a fresh anonymous browser (its own CSRF cookie and client address). */
async function post(path, body) {
  const ip = clientIp();
  const session = await fetch(`${base}/api/session`, { headers: { 'x-forwarded-for': ip } });
  const csrf = /dm_csrf=([^;]+)/.exec(session.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const started = performance.now();
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': ip,
      'x-csrf-token': csrf,
      cookie: `dm_csrf=${csrf}`,
    },
    body: JSON.stringify(body),
  });
  await res.text();
  if (res.status === 429) throw new Error('rate limited: start the server with TRUST_PROXY=loopback');
  return performance.now() - started;
}

const signUp = (email) =>
  post('/api/users', { user: { name: 'Bench', email, password: PASSWORD, password_confirmation: PASSWORD } });
const signIn = (email) => post('/api/users/sign_in', { user: { email, password: 'wrong-password-guess-1' } });
const forgot = (email) => post('/api/users/password', { user: { email } });

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

const known = address('known');
await signUp(known);
const rows = [];
for (const [name, call, makeUnknown] of [
  ['sign-in', signIn, () => address('nobody')],
  ['forgot password', forgot, () => address('nobody')],
  ['sign-up', signUp, () => address('newcomer')],
]) {
  await call(known);
  await call(makeUnknown()); // warm-up
  const knownTimes = [];
  const unknownTimes = [];
  for (let i = 0; i < attempts; i += 1) {
    knownTimes.push(await call(known));
    unknownTimes.push(await call(makeUnknown()));
  }
  const [a, b] = [median(knownTimes), median(unknownTimes)];
  rows.push({
    path: name,
    known_ms: a.toFixed(1),
    unknown_ms: b.toFixed(1),
    ratio: (Math.max(a, b) / Math.min(a, b)).toFixed(2),
  });
}
console.table(rows);
