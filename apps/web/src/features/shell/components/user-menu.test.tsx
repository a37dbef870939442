import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/test-utils';
import { COLOR_SCHEME_KEY } from '../../../app/color-scheme';
import { UserMenu } from './user-menu';

const scheme = () => document.documentElement.getAttribute('data-mantine-color-scheme');

async function choose(name: string) {
  await userEvent.click(screen.getByRole('button', { name: 'User menu' }));
  await userEvent.click(await screen.findByRole('menuitem', { name }));
}

describe('UserMenu: color scheme', () => {
  afterEach(() => window.localStorage.clear());

  it("follows the system's preference until one is chosen (the system is light here)", async () => {
    renderWithProviders(<UserMenu fullName="Grace Hopper" />);
    await userEvent.click(await screen.findByRole('button', { name: 'User menu' }));
    expect(await screen.findByRole('menuitem', { name: 'System' })).toHaveAttribute('aria-current', 'true');
    expect(scheme()).toBe('light');
  });

  it('choosing Dark sets the scheme and keeps it for the next visit', async () => {
    const first = renderWithProviders(<UserMenu fullName="Grace Hopper" />);
    await choose('Dark');
    expect(scheme()).toBe('dark');
    expect(window.localStorage.getItem(COLOR_SCHEME_KEY)).toBe('dark');
    first.unmount();

    // A reload: a new app reads the choice back.
    document.documentElement.removeAttribute('data-mantine-color-scheme');
    renderWithProviders(<UserMenu fullName="Grace Hopper" />);
    expect(scheme()).toBe('dark');
    await userEvent.click(screen.getByRole('button', { name: 'User menu' }));
    expect(await screen.findByRole('menuitem', { name: 'Dark' })).toHaveAttribute('aria-current', 'true');

    await userEvent.click(screen.getByRole('menuitem', { name: 'System' }));
    expect(scheme()).toBe('light');
    expect(window.localStorage.getItem(COLOR_SCHEME_KEY)).toBe('auto');
  });
});
