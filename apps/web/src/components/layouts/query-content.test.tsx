import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/test-utils';
import { ChosenRecord } from './query-content';

const idle = { isPending: false, isError: false, error: null, data: undefined, refetch: () => {} };

describe('ChosenRecord without a record chosen', () => {
  it.each([
    ['invoice', 'the invoices list', 'Open an invoice from the invoices list.'],
    ['work order', 'the list', 'Open a work order from the list.'],
  ])('asks to open one: %s', (what, from, hint) => {
    renderWithProviders(
      <ChosenRecord what={what} chosen={false} from={from} query={idle}>
        {() => null}
      </ChosenRecord>,
    );
    expect(screen.getByText(`No ${what} chosen`)).toBeInTheDocument();
    expect(screen.getByText(hint)).toBeInTheDocument();
  });
});
