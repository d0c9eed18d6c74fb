import {
  benchArgument,
  choiceArgument,
  positiveNumberArgument,
  wholeNumberArgument,
  wholeNumbersArgument,
} from './bench-arguments';

const argv = (...args: string[]) => ['node', 'bench.ts', ...args];

describe('bench options', () => {
  it('reads --name=value and --name value, and nothing of another option', () => {
    expect(benchArgument('decks', argv('--decks=300'))).toBe('300');
    expect(benchArgument('decks', argv('--decks', '300'))).toBe('300');
    expect(benchArgument('decks', argv('--decks-more=3'))).toBeUndefined();
    expect(benchArgument('warm-up', argv('--warm-up-templates=2'))).toBeUndefined();
    expect(benchArgument('decks', argv())).toBeUndefined();
  });

  it('refuses a name given without its value rather than running with the default', () => {
    expect(() => benchArgument('decks', argv('--decks', '--runs=2'))).toThrow('--decks needs a value');
    expect(() => benchArgument('decks', argv('--decks'))).toThrow('--decks needs a value');
    expect(() => benchArgument('rows', argv('--rows='))).toThrow('--rows needs a value');
  });

  it('refuses numbers and choices it cannot use, saying which option', () => {
    expect(wholeNumberArgument('decks', 2000, 1, argv())).toBe(2000);
    expect(wholeNumberArgument('decks', 2000, 1, argv('--decks', '300'))).toBe(300);
    expect(wholeNumberArgument('warm-up', 500, 0, argv('--warm-up=0'))).toBe(0);
    for (const bad of ['3x', '0x10', '1e3', ' 5', '2.5']) {
      expect(() => wholeNumberArgument('decks', 2000, 1, argv(`--decks=${bad}`))).toThrow(`--decks=${bad}`);
    }
    expect(() => wholeNumberArgument('pack', 50, 1, argv('--pack=0'))).toThrow('at least 1');
    expect(wholeNumbersArgument('workers', [1, 2], 1, argv('--workers=1,4,8'))).toEqual([1, 4, 8]);
    expect(() => wholeNumbersArgument('workers', [1, 2], 1, argv('--workers=1,,4'))).toThrow(
      '--workers=1,,4',
    );
    expect(positiveNumberArgument('quota', 0.2, argv('--quota=0.5'))).toBe(0.5);
    expect(() => positiveNumberArgument('quota', 0.2, argv('--quota=0'))).toThrow('above 0');
    expect(choiceArgument('storage', ['s3', 'files', 'both'], 'both', argv('--storage=files'))).toBe('files');
    expect(() => choiceArgument('storage', ['s3', 'files', 'both'], 'both', argv('--storage=s4'))).toThrow(
      's3, files, both',
    );
  });
});
