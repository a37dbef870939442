import { bookingMessages } from '@fletx/contract/bookings';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/test-utils';
import { DateRangeFields, type DateRangeFieldsProps } from './date-range-fields';

/** The pair over a range of its own, starting at `from`–`to`, as a list's filter holds it. */
function Range({ from: first, to: last, ...props }: Partial<DateRangeFieldsProps>) {
  const [from, setFrom] = useState(first ?? '');
  const [to, setTo] = useState(last ?? '');
  return <DateRangeFields {...props} from={from} to={to} onFromChange={setFrom} onToChange={setTo} />;
}

describe('DateRangeFields', () => {
  it('says a backwards range under the first field at once, and drops it once the days are in order', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <Range
        labels={['Pickup from', 'Pickup to']}
        from="2026-12-06"
        to="2026-12-01"
        backwards={bookingMessages.dateRange}
      />,
    );
    const from = screen.getByLabelText('Pickup from');
    expect(from).toHaveAccessibleDescription(bookingMessages.dateRange);

    await user.type(from, '30/11/2026', { initialSelectionStart: 0, initialSelectionEnd: 10 });
    expect(screen.queryByText(bookingMessages.dateRange)).not.toBeInTheDocument();
  });

  it('labels its fields From and To unless told, with no message of its own without one given', () => {
    renderWithProviders(<Range from="2026-12-06" to="2026-12-01" />);
    expect(screen.getByLabelText('From')).toHaveValue('06/12/2026');
    expect(screen.getByLabelText('To')).toHaveValue('01/12/2026');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('From')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it("shows the caller's own message about the range under the first field", () => {
    renderWithProviders(<Range from="2025-01-01" to="2026-12-01" error="A period is at most 366 days" />);
    expect(screen.getByLabelText('From')).toHaveAccessibleDescription('A period is at most 366 days');
  });
});
