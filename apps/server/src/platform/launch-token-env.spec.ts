import { execFileSync } from 'node:child_process';
import { forgetLaunchToken } from './launch-token-env';

describe('the launch token in the environment', () => {
  const saved = process.env['LOCAL_LAUNCH_TOKEN'];
  afterEach(() => {
    if (saved === undefined) delete process.env['LOCAL_LAUNCH_TOKEN'];
    else process.env['LOCAL_LAUNCH_TOKEN'] = saved;
  });

  it('reaches no child process once the config has it', () => {
    process.env['LOCAL_LAUNCH_TOKEN'] = 'a'.repeat(43);
    forgetLaunchToken(process.env);
    const childEnv = execFileSync(process.execPath, ['-p', 'JSON.stringify(process.env)'], {
      encoding: 'utf8',
    });
    expect(JSON.parse(childEnv)).not.toHaveProperty('LOCAL_LAUNCH_TOKEN');
  });
});
