import { fieldMessages } from '@fletx/contract/messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, renderApp, storeSession, stubFetch } from '../../../../test/test-utils';

beforeEach(() => {
  storeSession();
  stubFetch((call) =>
    call.url.startsWith('/api/documents/list-files')
      ? jsonResponse({ message: 'OK', data: [] })
      : jsonResponse({ message: 'OK', data: [] }),
  );
});

async function openForm() {
  renderApp('/fletx/add-driver');
  await screen.findByRole('form', { name: 'Add driver' });
  return userEvent.setup();
}

describe('Add driver form rules', () => {
  it('keeps the ownership checkboxes exclusive', async () => {
    const user = await openForm();
    const company = screen.getByRole('checkbox', { name: 'Company driver' });
    const owner = screen.getByRole('checkbox', { name: 'Driver Owner' });
    const third = screen.getByRole('checkbox', { name: 'Owned by third party' });
    await user.click(company);
    expect(company).toBeChecked();
    await user.click(owner);
    expect(owner).toBeChecked();
    expect(company).not.toBeChecked();
    await user.click(third);
    expect(third).toBeChecked();
    expect(owner).not.toBeChecked();
    expect(company).not.toBeChecked();
    await user.click(third);
    expect(third).not.toBeChecked();
  });

  it('asks for Leased to and Financed By once Has Trailer is on, and forgets them when it is off', async () => {
    const user = await openForm();
    expect(screen.queryByLabelText(/Leased to/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Has Trailer' }));
    const leased = screen.getByLabelText(/Leased to/);
    const financed = screen.getByLabelText(/Financed By/);
    await user.click(leased);
    await user.click(financed);
    await user.click(screen.getByLabelText(/First Name/));
    expect(await screen.findAllByText(fieldMessages.required)).toHaveLength(2);
    await user.type(leased, 'Ryder');
    await user.click(screen.getByRole('switch', { name: 'Has Trailer' }));
    expect(screen.queryByLabelText(/Leased to/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Has Trailer' }));
    expect(screen.getByLabelText(/Leased to/)).toHaveValue('');
  });

  it('says what keeps Save grey: "What is missing?" shows every message and goes to the first field', async () => {
    const user = await openForm();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.queryByText(fieldMessages.required)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'What is missing?' }));
    expect((await screen.findAllByText(fieldMessages.required)).length).toBeGreaterThan(3);
    await waitFor(() => expect(screen.getByLabelText(/First Name/)).toHaveFocus());
    await user.type(screen.getByLabelText(/First Name/), 'Hank');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('keeps Save disabled while the form is invalid', async () => {
    const user = await openForm();
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.type(screen.getByLabelText(/First Name/), 'Hank');
    await user.type(screen.getByLabelText(/Last Name/), 'Hill');
    await waitFor(() => expect(save).toBeDisabled());
  });
});
