import { readFileSync } from 'node:fs';
import { HeldProcess } from './held-process';

/** Gone, or a zombie waiting to be reaped: either way no longer running. */
function running(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0] !== 'Z';
  } catch {
    return false;
  }
}

function nextLine(held: HeldProcess): Promise<string> {
  return new Promise((resolve) => {
    const stop = held.onLine((line) => {
      stop();
      resolve(line);
    });
  });
}

describe('HeldProcess', () => {
  it('speaks lines with the command over its stdin and stdout', async () => {
    const held = HeldProcess.start(
      'sh',
      ['-c', 'while read -r line; do echo "got $line"; done'],
      process.env,
    );
    const answer = nextLine(held);
    held.send('deck');
    await expect(answer).resolves.toBe('got deck');
    held.kill();
    await held.exited;
    expect(held.running).toBe(false);
  });

  it('ends with the command, with its exit code and the end of its stderr', async () => {
    const held = HeldProcess.start('sh', ['-c', 'echo no uno >&2; exit 2'], process.env);
    await expect(held.exited).resolves.toEqual({ code: 2, signal: null, stderr: 'no uno' });
  });

  it('kills the whole process group, children the command started included', async () => {
    // The helper starts LibreOffice, which starts soffice.bin: a kill must reach all of them.
    const held = HeldProcess.start('sh', ['-c', 'sleep 30 & echo $!; cat'], process.env);
    const grandchild = Number(await nextLine(held));
    expect(running(grandchild)).toBe(true);
    held.kill();
    await held.exited;
    // SIGKILL is delivered at once but the process ends when it is next scheduled: on a loaded machine (a CI
    // run at half speed) that took longer than 50 turns of the event loop. No event tells a non-child's end.
    const deadline = Date.now() + 10_000;
    while (running(grandchild) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(running(grandchild)).toBe(false);
  });
});
