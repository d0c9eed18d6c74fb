// The lock `npm start` builds under (tools/start.mjs), so that starts at once build once: synchronous, since the
// start-up around it is.
import fs from 'node:fs';
import path from 'node:path';

/** A build takes 1-2 minutes: a lock held this long is left over (its pid reused by another process). */
const LOCK_MAX_AGE_MS = 15 * 60_000;
/** A holder writes its pid right after making the lock; one with none after this long never will. */
const NO_PID_MAX_AGE_MS = 10_000;

function age(file) {
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  return stat ? Date.now() - stat.mtimeMs : 0;
}

/** Blocks the thread for `ms` (start-up is synchronous). */
function sleep(ms) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** The pid in the lock, 0 when it has none (yet), undefined when the lock is gone. */
function holderOf(lock) {
  try {
    return Number(fs.readFileSync(path.join(lock, 'pid'), 'utf8')) || 0;
  } catch {
    return fs.existsSync(lock) ? 0 : undefined;
  }
}

/** Whether the lock's holder has gone: its pid names no process, it never wrote one, or it is far too old. */
function abandoned(lock) {
  const holder = holderOf(lock);
  if (holder === undefined) return false;
  if (age(lock) > LOCK_MAX_AGE_MS) return true;
  return holder ? !alive(holder) : age(lock) > NO_PID_MAX_AGE_MS;
}

/**
 * Removes an abandoned lock, one process at a time (a second folder guards the take-over): two starts that both
 * found it abandoned would otherwise both remove it, the second removing the lock the first had just made.
 * Inside the guard the lock is judged again, so only a lock still abandoned is removed.
 */
function takeOver(lock) {
  const guard = `${lock}.takeover`;
  if (age(guard) > NO_PID_MAX_AGE_MS) fs.rmSync(guard, { recursive: true, force: true });
  try {
    fs.mkdirSync(guard);
  } catch (error) {
    if (error.code === 'EEXIST') return;
    throw error;
  }
  try {
    if (abandoned(lock)) fs.rmSync(lock, { recursive: true, force: true });
  } finally {
    fs.rmSync(guard, { recursive: true, force: true });
  }
}

/** Whether a start is building now (the lock is there and its holder has not gone). */
export function buildUnderWay(lock) {
  return fs.existsSync(lock) && !abandoned(lock);
}

/**
 * Runs `work` holding `lock` (tools/start.mjs: dist/.build-lock), a folder made atomically with the holder's
 * pid inside: two starts at once on an out-of-date build (the e2e suites start a product each) rebuilt it
 * together, and one product started from files the other build was rewriting. A lock whose holder has gone is
 * taken over; the lock goes when `work` ends, however it ends, and only if it is still this process's.
 */
export function withBuildLock(lock, work) {
  fs.mkdirSync(path.dirname(lock), { recursive: true });
  let announced = false;
  for (;;) {
    try {
      fs.mkdirSync(lock);
      fs.writeFileSync(path.join(lock, 'pid'), String(process.pid));
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      if (abandoned(lock)) {
        takeOver(lock);
        continue;
      }
      const holder = holderOf(lock);
      if (holder === undefined) continue;
      if (!announced) {
        console.log(
          `  Waiting for another start that is building Deckmill (process ${holder || 'starting'}, lock ${lock})...`,
        );
      }
      announced = true;
      sleep(500);
    }
  }
  try {
    work();
  } finally {
    if (holderOf(lock) === process.pid) fs.rmSync(lock, { recursive: true, force: true });
  }
}
