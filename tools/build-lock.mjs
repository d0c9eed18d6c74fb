// The lock `npm start` builds under (tools/start.mjs), so that starts at once build once: synchronous, since the
// start-up around it is.
import fs from 'node:fs';
import path from 'node:path';

function mtime(file) {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return 0;
  }
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

/** Whether the lock's holder has gone: its pid names no process, or it never wrote one within 10 s. */
function lockAbandoned(lock) {
  let holder = 0;
  try {
    holder = Number(fs.readFileSync(path.join(lock, 'pid'), 'utf8'));
  } catch (error) {
    // Gone meanwhile (released): not abandoned, the next try takes it.
    if (error.code === 'ENOENT' && !fs.existsSync(lock)) return false;
  }
  if (holder) return !alive(holder);
  return Date.now() - mtime(lock) > 10_000;
}

/**
 * Runs `work` holding `lock` (tools/start.mjs: dist/.build-lock), a folder made atomically with the holder's
 * pid inside: two starts at once on an out-of-date build (the e2e suites start a product each) rebuilt it
 * together, and one product started from files the other build was rewriting. A lock whose holder has gone is
 * taken over; the lock goes when `work` ends, however it ends.
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
      if (lockAbandoned(lock)) {
        fs.rmSync(lock, { recursive: true, force: true });
        continue;
      }
      if (!announced) console.log('  Waiting for another start that is building Deckmill...');
      announced = true;
      sleep(500);
    }
  }
  try {
    work();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}
