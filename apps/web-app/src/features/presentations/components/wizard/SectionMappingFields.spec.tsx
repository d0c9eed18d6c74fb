import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SectionMappingFields } from './SectionMappingFields';

describe('SectionMappingFields', () => {
  it('labels a picture inside a section as one, with its fit and row 1’s value', () => {
    render(
      <SectionMappingFields
        sections={[
          {
            name: 'people',
            opener: '{{#people}}',
            fields: ['name', 'photo'],
            keys: ['name', 'photo'],
            firstItem: ['Ann', 'ann.png'],
          },
        ]}
        mapping={{ people: { name: 'name', photo: 'photo' } }}
        onMap={() => undefined}
        structure={{
          tags: [],
          sections: [
            {
              name: 'people',
              inverted: false,
              kind: 'table-rows',
              slide: 1,
              tags: [
                { path: 'name', filters: [] },
                { path: 'photo', filters: [], image: true },
              ],
              sections: [],
            },
          ],
        }}
      />,
    );
    expect(screen.getByLabelText('{{%photo}}')).toHaveAccessibleDescription(
      'Picture, fits inside the frame Row 1: ann.png',
    );
    expect(screen.getByLabelText('{{name}}')).toHaveAccessibleDescription('Row 1: Ann');
  });
});
