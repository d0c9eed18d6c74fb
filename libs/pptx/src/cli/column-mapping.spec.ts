import type { Placeholder } from '../template/placeholders';
import { mapColumns, rowValues } from './column-mapping';
import { InputError } from './usage';

const placeholder = (name: string): Placeholder => ({ name, key: name.toLowerCase(), occurrences: [] });
const placeholders = [placeholder('First Name'), placeholder('email'), placeholder('unmapped')];
const headers = ['first name', 'E-Mail', 'city'];

describe('mapColumns', () => {
  it('matches placeholders to columns by name, ignoring case, spaces, _ and -', () => {
    const mapping = mapColumns(placeholders, headers);
    expect([...mapping]).toEqual([
      ['first name', 0],
      ['email', 1],
    ]);
    expect(rowValues(mapping, ['Ada', 'a@x', 'London'])).toEqual({ 'first name': 'Ada', email: 'a@x' });
  });

  it('does not give ph_10 the ph_1 column when ph_10 has its own', () => {
    const numbered = ['ph_1', 'ph_10'].map(placeholder);
    expect([...mapColumns(numbered, ['ph_1', 'ph_10'])]).toEqual([
      ['ph_1', 0],
      ['ph_10', 1],
    ]);
  });

  it('lets a mapping file override and add pairs', () => {
    const overridden = mapColumns(placeholders, headers, '{"EMAIL": "e-mail", "first name": "City"}');
    expect(rowValues(overridden, ['Ada', 'a@x', 'London'])).toEqual({ email: 'a@x', 'first name': 'London' });
    const added = mapColumns(placeholders, headers, '{"unmapped": "city"}');
    expect(rowValues(added, ['Ada', 'a@x', 'London'])).toEqual({
      'first name': 'Ada',
      email: 'a@x',
      unmapped: 'London',
    });
  });

  it.each([
    ['invalid JSON', '{', 'The mapping file is not valid JSON.'],
    ['a non-object', '["email"]', 'The mapping file must be a JSON object of "placeholder": "CSV column".'],
    [
      'non-string columns',
      '{"email": 3}',
      'The mapping file must be a JSON object of "placeholder": "CSV column".',
    ],
    ['an unknown column', '{"email": "mail"}', 'The mapping names a column the CSV does not have: "mail".'],
  ])('rejects %s', (_label, json, message) => {
    expect(() => mapColumns(placeholders, headers, json)).toThrow(new InputError(message));
  });
});
