import os from 'node:os';
import path from 'node:path';
import { takeCpuTurn } from './cpu-turn';

const lockPath = path.join(os.tmpdir(), `cpu-turn-spec-${process.pid}.lock`);

describe('takeCpuTurn', () => {
  it('lets one holder at a time through, the next once the first releases', async () => {
    const releaseFirst = await takeCpuTurn({ lockPath });
    let secondIn = false;
    const second = takeCpuTurn({ lockPath }).then((release) => {
      secondIn = true;
      return release;
    });
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(secondIn).toBe(false);
    await releaseFirst();
    const releaseSecond = await second;
    expect(secondIn).toBe(true);
    await releaseSecond();
  });

  it('gives up after its timeout while another holds the turn', async () => {
    const release = await takeCpuTurn({ lockPath });
    await expect(takeCpuTurn({ lockPath, timeoutMs: 300 })).rejects.toThrow(/no CPU turn/);
    await release();
  });
});
