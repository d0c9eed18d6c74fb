import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs } from './Tabs';

type Section = 'members' | 'activity' | 'sso';

function Sections() {
  const [section, setSection] = useState<Section>('members');
  return (
    <Tabs
      label="Team sections"
      selected={section}
      onSelect={setSection}
      tabs={[
        { id: 'members', label: 'Members' },
        { id: 'activity', label: 'Activity' },
        { id: 'sso', label: 'Single sign-on' },
      ]}
    >
      <p>{section} panel</p>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('announces the selected tab and labels the panel with it', () => {
    render(<Sections />);
    expect(screen.getByRole('tablist', { name: 'Team sections' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Members' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Members' })).toHaveTextContent('members panel');
  });

  it('moves and selects with the arrow keys, Home and End', async () => {
    render(<Sections />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Members' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Activity' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Activity' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('activity panel');
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Single sign-on' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Members' })).toHaveAttribute('aria-selected', 'true');
  });
});
