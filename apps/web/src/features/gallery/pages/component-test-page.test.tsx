import { fieldMessages } from '@fletx/contract/messages';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, storeSession } from '../../../../test/test-utils';

describe('component gallery', () => {
  it('shows every widget state and pages through the sample table', async () => {
    storeSession();
    renderApp('/fletx/component-test');
    expect(await screen.findByRole('heading', { level: 1, name: 'Component test' })).toBeInTheDocument();

    for (const message of Object.values(fieldMessages)) {
      expect(screen.getAllByText(message).length).toBeGreaterThan(0);
    }
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

    const table = screen.getByRole('table', { name: 'Sample trucks' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(screen.getByText('Showing 1–10 of 23')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Page 3')).toBeInTheDocument();
    expect(screen.getByText('Showing 21–23 of 23')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(screen.getByRole('radio', { name: 'Error' }));
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
