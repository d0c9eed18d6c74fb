import { zipEntriesProblem } from './zip-entry-checks';

describe('zipEntriesProblem', () => {
  it('accepts distinct names of any length a header holds and sizes under 4 GiB', () => {
    const entries = [
      { fileName: 'a.pptx', sizeBytes: 10 },
      { fileName: `${'x'.repeat(65_530)}.pptx`, sizeBytes: 0xfffffffe },
      { fileName: 'unsized.pdf' },
    ];
    expect(zipEntriesProblem(entries)).toBeNull();
  });

  it('names a duplicate, a name over 65,535 bytes and an entry of 4 GiB or more', () => {
    expect(zipEntriesProblem([{ fileName: 'a.pptx' }, { fileName: 'a.pptx' }])).toMatch(/named "a\.pptx"/);
    expect(zipEntriesProblem([{ fileName: `${'é'.repeat(32_768)}` }])).toMatch(/longer than a ZIP entry/);
    expect(zipEntriesProblem([{ fileName: 'big.pptx', sizeBytes: 0xffffffff }])).toMatch(/too large/);
  });
});
