import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { chartEnv, chartMemoryLimit, imageNodeFlags, inMemoryGroup } from './pod-settings';

describe('how the image and the chart run a distributed process', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pod-settings-'));
  const write = (name: string, text: string) => {
    fs.writeFileSync(path.join(dir, name), text);
    return path.join(dir, name);
  };
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("reads the Node flags of the image's ENTRYPOINT, between node and the server's script", () => {
    expect(imageNodeFlags()).toContain('--no-allocation-site-pretenuring');
    const dockerfile = write(
      'Dockerfile',
      'FROM node\nENTRYPOINT ["/usr/bin/tini", "--", "node", "--a", "--b=2", "dist/main.js"]\nCMD ["--target=all"]\n',
    );
    expect(imageNodeFlags(dockerfile)).toEqual(['--a', '--b=2']);
    expect(() => imageNodeFlags(write('NoNode', 'ENTRYPOINT ["/bin/sh"]\n'))).toThrow(/does not run node/);
  });

  it("reads a service's memory limit and environment from the chart's values", () => {
    expect(chartMemoryLimit('generation-worker')).toBeGreaterThanOrEqual(256 * 1024 ** 2);
    expect(chartEnv('generation-worker')['NODE_OPTIONS']).toMatch(/--max-semi-space-size=\d+/);
    const values = write(
      'values.yaml',
      'services:\n  worker:\n    env: { A: x }\n    resources: { limits: { memory: 512Mi } }\n  big:\n    resources: { limits: { memory: 2Gi } }\n  none: {}\n',
    );
    expect(chartEnv('worker', values)).toEqual({ A: 'x' });
    expect(chartEnv('none', values)).toEqual({});
    expect(chartMemoryLimit('worker', values)).toBe(512 * 1024 ** 2);
    expect(chartMemoryLimit('big', values)).toBe(2 * 1024 ** 3);
    expect(() => chartMemoryLimit('none', values)).toThrow(/services.none has no memory limit/);
  });

  it('starts a command as itself after joining the group, its arguments intact', () => {
    const group = fs.mkdtempSync(path.join(dir, 'group-'));
    const script = 'console.log(JSON.stringify([process.pid, process.argv[1]]))';
    const { command, args } = inMemoryGroup(group, process.execPath, ['-e', script, 'a b']);
    const [pid, argument] = JSON.parse(execFileSync(command, args, { encoding: 'utf8' })) as [number, string];
    expect(argument).toBe('a b');
    // The shell wrote its own pid into the group, and then became the command.
    expect(Number(fs.readFileSync(path.join(group, 'cgroup.procs'), 'utf8'))).toBe(pid);
  });
});
