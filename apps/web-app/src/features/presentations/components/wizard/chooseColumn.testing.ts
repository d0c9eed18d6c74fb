import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** Picks a column in step 3's searchable picker as a user does: type its name, arrow to it, Enter. */
export async function chooseColumn(placeholderLabel: string, column: string): Promise<void> {
  const input = screen.getByLabelText(placeholderLabel);
  await userEvent.clear(input);
  await userEvent.type(input, column);
  await userEvent.keyboard('{ArrowDown}{Enter}');
}
