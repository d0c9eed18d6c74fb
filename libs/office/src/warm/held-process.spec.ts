import { readFileSync } from 'node:fs';
import { HeldProcess } from './held-process';

/** The kernel's PF_EXITING: set when a process starts to end, before it closes its files. */
const PF_EXITING = 0x4;

/** Gone, a zombie waiting to be reaped, or ending (PF_EXITING): either way no longer running. */
function running(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // After the name's last parenthesis: state, ppid, pgrp, session, tty, tpgid, flags.
    const [state, , , , , , flags] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return state !== 'Z' && (Number(flags) & PF_EXITING) === 0;
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
    // Settles once every holder of the command's stdout closed it, the grandchild included: it is then ending,
    // if not yet a zombie (on a loaded machine it was still between the two after 50 turns of the event loop).
    await held.exited;
    expect(running(grandchild)).toBe(false);
  });
});
