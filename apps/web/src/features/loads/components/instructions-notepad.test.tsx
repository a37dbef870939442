import { staleRecordMessage } from '@fletx/contract/audit';
import type { LoadInstruction } from '@fletx/contract/load-instructions';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, renderWithProviders, storeSession, stubFetch } from '../../../../test/test-utils';
import { callsTo, versionedRecord } from '../../../../test/versioned-record';
import { InstructionsNotepad } from './instructions-notepad';

const STALE = staleRecordMessage('Ana Ruiz', "load's instructions", '30/11/2026 09:40 UTC');
const LIST = '/api/loadbook/loadbookinstructions/findByLoadbookId/5';
const ONE = '/api/loadbook/loadbookinstructions/9';
const note = (text: string): LoadInstruction => ({
  id: 9,
  loadbook_id: 5,
  instruction_load: text,
  updated_at: '2026-11-30T09:00:00.000Z',
});

/** The load's one instruction at a version; the list answers it, the update answers it alone (as the API). */
function stubNotepad() {
  const instructions = versionedRecord({ data: [note('Gate 4')], version: 1, stale: STALE });
  const server = stubFetch((call) => {
    if (call.url === LIST) return instructions.read();
    if (call.url === ONE && call.method === 'PUT') {
      const next = [note((call.body as { instruction_load: string }).instruction_load)];
      return instructions.change(call, 'The instructions have been saved.', next, ([one]) => one);
    }
    return jsonResponse({ message: 'OK', data: [] });
  });
  return {
    ...server,
    anaSaves: () => instructions.savedElsewhere([note('Gate 9 (Ana)')]),
    puts: () => callsTo(server.calls, 'PUT', ONE),
  };
}

beforeEach(() => {
  storeSession();
});

describe('the Instructions notepad: stale edits (docs/product.md "Stale edits")', () => {
  it('saves twice from the answers; a 412 keeps the text typed, shows who saved it, and Reload brings theirs', async () => {
    const server = stubNotepad();
    renderWithProviders(<InstructionsNotepad loadId={5} />);
    const user = userEvent.setup();
    const box = () => screen.getByRole('textbox', { name: 'Instructions' });
    const save = async (text: string) => {
      await user.clear(box());
      await user.type(box(), text);
      await user.click(screen.getByRole('button', { name: 'Save instructions' }));
    };
    expect(await screen.findByRole('textbox', { name: 'Instructions' })).toHaveValue('Gate 4');

    await save('Gate 5');
    await waitFor(() => expect(server.puts()).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save instructions' })).toBeDisabled());
    await save('Gate 6');
    await waitFor(() => expect(server.puts().ifMatch).toEqual(['"1"', '"2"']));

    server.anaSaves();
    await save('Gate 7');
    expect(await screen.findByTestId('stale-record-alert')).toHaveTextContent(STALE);
    expect(server.puts().ifMatch).toEqual(['"1"', '"2"', '"3"']);
    expect(box()).toHaveValue('Gate 7');

    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(box()).toHaveValue('Gate 9 (Ana)'));
    expect(screen.queryByTestId('stale-record-alert')).not.toBeInTheDocument();
  });
});
