import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../test/renderAt';
import { SampleExample } from './SampleExample';

describe('SampleExample', () => {
  it('shows the rendered template slide and the slide made from the first row, described in words', () => {
    renderAt(<SampleExample />, '/how-it-works');
    const [before, after] = screen.getAllByRole('img');
    expect(before?.getAttribute('src')).toBe('/examples/before.png');
    expect(before?.getAttribute('alt')).toContain('"Quarterly review for {{company}}"');
    expect(after?.getAttribute('src')).toBe('/examples/after.png');
    expect(after?.getAttribute('alt')).toContain('"Quarterly review for Northwind Dental"');
    expect(after?.getAttribute('alt')).toContain('Revenue this quarter: $184,200');
  });

  it('names the file each row becomes', () => {
    renderAt(<SampleExample />, '/how-it-works');
    expect(screen.getByText(/Northwind Dental\.pptx, made from the first row/)).toBeTruthy();
    expect(screen.getByText(/Harbor Logistics\.pptx and Fernwood Bakeries\.pptx/)).toBeTruthy();
  });
});
