import { formFields } from './receive-data-file-upload';

describe('formFields', () => {
  it('keeps the names inside presentation[...] and ignores other fields', () => {
    expect(
      formFields([
        ['presentation[name]', 'Q3'],
        ['other', 'x'],
      ]),
    ).toEqual({ name: 'Q3' });
  });

  it('joins a repeated formats field, with or without [], into one comma list', () => {
    const fields = formFields([
      ['presentation[formats]', 'pptx'],
      ['presentation[formats][]', 'pdf'],
    ]);
    expect(fields).toEqual({ formats: 'pptx,pdf' });
  });

  it('keeps the last value of any other repeated field', () => {
    expect(
      formFields([
        ['presentation[name]', 'a'],
        ['presentation[name]', 'b'],
      ]),
    ).toEqual({ name: 'b' });
  });
});
