import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient } from '../../../test/test-utils';
import { AppProvider } from '../../app/provider';
import { ContentLayout } from './content-layout';

/** A form whose Save goes back to the list, as the load form does. */
function FormPage() {
  const navigate = useNavigate();
  return (
    <ContentLayout title="Add new load">
      <button type="button" onClick={() => navigate('/loads')}>
        Save
      </button>
    </ContentLayout>
  );
}

const router = () =>
  createMemoryRouter(
    [
      { path: '/form', element: <FormPage /> },
      { path: '/loads', element: <ContentLayout title="Loads">The list</ContentLayout> },
    ],
    { initialEntries: ['/form'] },
  );

const renderRouter = (memory: ReturnType<typeof router>) =>
  render(
    <AppProvider queryClient={createTestQueryClient()} mantineEnv="test">
      <RouterProvider router={memory} />
    </AppProvider>,
  );

afterEach(() => vi.restoreAllMocks());

describe('a page of the main area', () => {
  it('opens at its top after a save, not where the form was scrolled', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderRouter(router());
    scrollTo.mockClear();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The list')).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('leaves the scroll the browser restores when reached by Back', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const memory = router();
    renderRouter(memory);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('The list');
    scrollTo.mockClear();
    await memory.navigate(-1);
    expect(await screen.findByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
