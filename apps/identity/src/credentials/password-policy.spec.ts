import { passwordProblem } from './password-policy';

describe('passwordProblem', () => {
  it('accepts any 8 to 128 characters without composition rules', () => {
    expect(passwordProblem('lantern orbit mellow')).toBeNull();
    expect(passwordProblem('x'.repeat(60) + 'quokka-tide')).toBeNull();
  });

  it('refuses short and overlong passwords', () => {
    expect(passwordProblem('Ab1!xyz')).toMatch(/too short/);
    expect(passwordProblem('a'.repeat(129))).toMatch(/too long/);
  });

  it('refuses common passwords whatever their case', () => {
    expect(passwordProblem('password')).toMatch(/too common/);
    expect(passwordProblem('PassWord1')).toMatch(/too common/);
    expect(passwordProblem('iloveyou1')).toMatch(/too common/);
  });
});
