import { LOAD_STATUS } from '@fletx/contract/load-status';
import type { Load } from '@fletx/contract/loads';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sampleLoad } from '../../../../test/sample-load';
import { jsonResponse, renderWithProviders, storeSession, stubFetch } from '../../../../test/test-utils';
import { ActionPanel } from './action-panel';

const BLOCKED =
  "Cora Lee: Commercial driver's licence expired on 21/11/2026. Renew it before dispatching, or override with a reason.";
const OVERRIDE = 'Renewed licence seen at the office';

/** The load as the confirm answers it. */
const CONFIRMED: Load = {
  ...sampleLoad,
  id: 7,
  id_number: 'LD-7',
  user_id: 2,
  driver_name: 'Cora Lee',
  booking_id: 3,
  compliance_override: `Compliance override by Fleet Admin: ${OVERRIDE} (Commercial driver's licence)`,
};

/** The API: confirming answers the compliance 409 unless an override is sent. */
function stubServer() {
  return stubFetch((call) => {
    if (call.method !== 'PUT') return jsonResponse({ message: 'OK', data: [] });
    const body = call.body as { complianceOverride?: { reason: string } };
    if (body.complianceOverride)
      return jsonResponse({ message: "The load's status is now New.", data: CONFIRMED });
    return jsonResponse(
      {
        statusCode: 409,
        error: 'Conflict',
        message: BLOCKED,
        details: [{ path: 'compliance.driver.2.cdl', message: BLOCKED }],
      },
      409,
    );
  });
}

async function confirm() {
  const user = userEvent.setup();
  renderWithProviders(<ActionPanel loadId={7} status={LOAD_STATUS.awaitingConfirmation} />);
  await user.click(screen.getByRole('button', { name: 'Confirm service' }));
  const dialog = await screen.findByRole('dialog', { name: 'Confirm service' });
  await user.click(within(dialog).getByRole('button', { name: 'Confirm service' }));
  return { user, blocked: await screen.findByRole('dialog', { name: 'Compliance blocks this load' }) };
}

describe('Load details: a confirm refused for compliance (docs/product.md "Compliance")', () => {
  it('an Admin user reads the reason and confirms again with an override reason', async () => {
    storeSession({ role: 'Admin user' });
    const { calls } = stubServer();
    const { user, blocked } = await confirm();
    expect(within(blocked).getByTestId('compliance-block')).toHaveTextContent(BLOCKED);
    const again = within(blocked).getByRole('button', { name: 'Confirm service with override' });
    expect(again).toBeDisabled();
    await user.type(within(blocked).getByLabelText('Override reason'), `  ${OVERRIDE} `);
    await user.click(again);
    expect(await screen.findByText("The load's status is now New.")).toBeInTheDocument();
    const puts = calls.filter((c) => c.method === 'PUT');
    expect(puts.map((c) => c.url)).toEqual(['/api/loadbook/update/7', '/api/loadbook/update/7']);
    expect(puts[0]?.body).toEqual({ loadbook_status_id: LOAD_STATUS.new });
    expect(puts[1]?.body).toEqual({
      loadbook_status_id: LOAD_STATUS.new,
      complianceOverride: { reason: OVERRIDE },
    });
    expect(screen.queryByRole('dialog', { name: 'Compliance blocks this load' })).not.toBeInTheDocument();
  });

  it('a Dispatcher reads the reason only: no override is offered', async () => {
    storeSession({ role: 'Dispatcher' });
    const { calls } = stubServer();
    const { user, blocked } = await confirm();
    expect(within(blocked).getByTestId('compliance-block')).toHaveTextContent(BLOCKED);
    expect(within(blocked).getByTestId('compliance-block')).toHaveTextContent(
      'Only Carriers and Admin users may dispatch this driver with an override.',
    );
    expect(within(blocked).queryByLabelText('Override reason')).not.toBeInTheDocument();
    expect(within(blocked).queryByRole('button', { name: /with override/ })).not.toBeInTheDocument();
    await user.click(within(blocked).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Compliance blocks this load' })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
  });

  it('another refusal shows in the error popup, not as a compliance block', async () => {
    storeSession({ role: 'Admin user' });
    stubFetch(() =>
      jsonResponse(
        { statusCode: 409, error: 'Conflict', message: 'A load that is New cannot become New.' },
        409,
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<ActionPanel loadId={7} status={LOAD_STATUS.awaitingConfirmation} />);
    await user.click(screen.getByRole('button', { name: 'Confirm service' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm service' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm service' }));
    expect(await screen.findByText('A load that is New cannot become New.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Compliance blocks this load' })).not.toBeInTheDocument();
  });
});
