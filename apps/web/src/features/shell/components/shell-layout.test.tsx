import { screen } from '@testing-library/react';
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
