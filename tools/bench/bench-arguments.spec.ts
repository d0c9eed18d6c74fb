import { benchArgument, choiceArgument, wholeNumberArgument } from './bench-arguments';

const argv = (...args: string[]) => ['node', 'bench.ts', ...args];

describe('bench options', () => {
  it('reads --name=value and --name value, and nothing from a flag that follows', () => {
    expect(benchArgument('decks', argv('--decks=300'))).toBe('300');
    expect(benchArgument('decks', argv('--decks', '300'))).toBe('300');
    expect(benchArgument('decks', argv('--decks', '--runs=2'))).toBeUndefined();
    expect(benchArgument('decks', argv('--decks-more=3'))).toBeUndefined();
    expect(benchArgument('warm-up', argv('--warm-up-templates=2'))).toBeUndefined();
  });

  it('refuses a number or a choice it cannot use, saying which option', () => {
    expect(wholeNumberArgument('decks', 2000, 1, argv())).toBe(2000);
    expect(wholeNumberArgument('decks', 2000, 1, argv('--decks', '300'))).toBe(300);
    expect(() => wholeNumberArgument('decks', 2000, 1, argv('--decks=3x'))).toThrow('--decks=3x');
    expect(() => wholeNumberArgument('pack', 50, 1, argv('--pack=0'))).toThrow('at least 1');
    expect(choiceArgument('storage', ['s3', 'files', 'both'], 'both', argv('--storage=files'))).toBe('files');
    expect(() => choiceArgument('storage', ['s3', 'files', 'both'], 'both', argv('--storage=s4'))).toThrow(
      's3, files, both',
    );
  });
});
