import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/test-utils';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { ShellLayout } from './shell-layout';

const user = {
  id: 'user-1',
  name: 'Grace',
  givenName: 'Hopper',
  email: 'grace@fletx.test',
  role: 'Carriers',
  groups: ['carriers'],
};

describe('ShellLayout', () => {
  it("shows the page's title, its back button and the user's full name", async () => {
    renderWithProviders(
      <ShellLayout user={user} onLogout={vi.fn()}>
        <ContentLayout title="Add driver" backTo="/fletx/drivers">
          <p>Form</p>
        </ContentLayout>
      </ShellLayout>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Add driver' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/fletx/drivers');
    expect(screen.getByTestId('user-full-name')).toHaveTextContent('Grace Hopper');
    // The area search is downloaded once the header has shown.
    expect(await screen.findByRole('button', { name: 'Search' })).toBeInTheDocument();
    expect(document.title).toBe('Add driver · Fletx');
  });

  it('has no back button unless the page asks for one', async () => {
    renderWithProviders(
      <ShellLayout user={user} onLogout={vi.fn()}>
        <ContentLayout title="Drivers" />
      </ShellLayout>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Drivers' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Back' })).not.toBeInTheDocument();
  });
});

describe('ShellLayout: the side navigation', () => {
  it('folds away from the header and stays folded on the next visit', async () => {
    window.localStorage.removeItem('fletx-nav-hidden');
    const first = renderWithProviders(
      <ShellLayout user={user} onLogout={vi.fn()}>
        <ContentLayout title="Loads" />
      </ShellLayout>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Hide the side navigation' }));
    expect(screen.getByRole('button', { name: 'Show the side navigation' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(window.localStorage.getItem('fletx-nav-hidden')).toBe('true');
    first.unmount();

    renderWithProviders(
      <ShellLayout user={user} onLogout={vi.fn()}>
        <ContentLayout title="Loads" />
      </ShellLayout>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Show the side navigation' }));
    expect(window.localStorage.getItem('fletx-nav-hidden')).toBe('false');
  });
});
