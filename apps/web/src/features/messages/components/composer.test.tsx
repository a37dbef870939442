import { driverMessageText, MESSAGE_MAX_LENGTH, type MessageItem } from '@fletx/contract/driver-messages';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { loadExtras, sampleLoad } from '../../../../test/sample-load';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../../test/test-utils';
import { messageTime } from '../lib/message-time';
import { Composer } from './composer';
import { Thread } from './thread';

/** The load the address names (LD-41), as GET /api/loadbook/find/41 answers it once `answer` is called. */
function stubLoad() {
  let answer = () => {};
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  stubFetch(async (call) => {
    if (!call.url.startsWith('/api/loadbook/find/41')) return jsonResponse({ message: 'Not found' }, 404);
    await answered;
    return jsonResponse({ message: 'OK', data: { info: [sampleLoad], extraData: loadExtras(sampleLoad) } });
  });
  return answer;
}

function renderComposer(onSend = vi.fn(async () => undefined), loadId: number | null = 41) {
  const answer = stubLoad();
  answer();
  const onClearLoad = vi.fn();
  renderWithProviders(<Composer onSend={onSend} loadId={loadId} onClearLoad={onClearLoad} />);
  return { onSend, onClearLoad, field: screen.getByRole('textbox', { name: 'Message' }) };
}

describe('Composer (docs/decisions/0066-driver-messages.md)', () => {
  it('sends the trimmed text with the load on Enter, and empties the field', async () => {
    const { onSend, field } = renderComposer();
    await userEvent.type(field, '  Dock 4 at 3 pm  {Enter}');
    expect(onSend).toHaveBeenCalledWith({ body: 'Dock 4 at 3 pm', loadId: 41 });
    expect(field).toHaveValue('');
  });

  it('starts a new line on Shift+Enter without sending', async () => {
    const { onSend, field } = renderComposer();
    await userEvent.type(field, 'Line one{Shift>}{Enter}{/Shift}Line two');
    expect(onSend).not.toHaveBeenCalled();
    expect(field).toHaveValue('Line one\nLine two');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith({ body: 'Line one\nLine two', loadId: 41 });
  });

  it('refuses blank and too long text under the field, before any call', async () => {
    const { onSend, field } = renderComposer();
    await userEvent.type(field, '   {Enter}');
    expect(await screen.findByText(driverMessageText.bodyEmpty)).toBeInTheDocument();
    fireEvent.change(field, { target: { value: 'x'.repeat(MESSAGE_MAX_LENGTH + 1) } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(await screen.findByText(driverMessageText.bodyTooLong)).toBeInTheDocument();
    expect(onSend).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal under the field and keeps the text', async () => {
    const onSend = vi.fn(async () => {
      throw new Error('Load #41 is not Marta Diaz’s load.');
    });
    const { field } = renderComposer(onSend);
    await userEvent.type(field, 'About this one{Enter}');
    expect(await screen.findByText('Load #41 is not Marta Diaz’s load.')).toBeInTheDocument();
    expect(field).toHaveValue('About this one');
  });

  it('names the load it is about by its number, and sends without it once removed', async () => {
    const { onClearLoad } = renderComposer();
    expect(await screen.findByText('About Load LD-41')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send without Load LD-41' }));
    expect(onClearLoad).toHaveBeenCalled();
  });

  it('says "the load" while the load is read, with no id in its place', async () => {
    const answer = stubLoad();
    renderWithProviders(<Composer onSend={vi.fn()} loadId={41} onClearLoad={vi.fn()} />);
    const about = screen.getByTestId('composer-load');
    expect(about).toHaveTextContent('About the load');
    expect(about).not.toHaveTextContent('#41');
    answer();
    expect(await within(about).findByText('About Load LD-41')).toBeInTheDocument();
  });

  it('names a load it cannot read by its id', async () => {
    renderComposer(undefined, 42);
    expect(await screen.findByText('About Load #42')).toBeInTheDocument();
  });
});

const message = (
  id: number,
  from: 'staff' | 'driver',
  body: string,
  loadId: number | null = null,
): MessageItem => ({
  id,
  driverId: 7,
  from,
  author: { id: from === 'staff' ? 1 : 7, name: from === 'staff' ? 'Dana Desk' : 'Marta Diaz' },
  body,
  loadId,
  loadNumber: loadId === null ? null : `LD-${loadId}`,
  createdAt: '2026-11-30T15:00:00.000Z',
  readAt: null,
});

describe('Thread', () => {
  it('shows the newest message last, times on the carrier’s clock, the load as a link by its number', () => {
    renderWithProviders(
      <Thread
        messages={[message(2, 'driver', 'Will do', 41), message(1, 'staff', 'Call the receiver')]}
        hasEarlier={false}
        onEarlier={() => {}}
        timeZone="America/Chicago"
      />,
    );
    const shown = screen.getAllByTestId('message');
    expect(shown.map((m) => m.dataset.from)).toEqual(['staff', 'driver']);
    expect(within(shown[1] as HTMLElement).getByRole('link', { name: 'Load LD-41' })).toHaveAttribute(
      'href',
      '/fletx/load-details/general-info?id=41',
    );
    expect(shown[0]).toHaveTextContent('30/11/2026 09:00');
    expect(messageTime('2026-11-30T15:00:00.000Z', 'America/New_York')).toBe('30/11/2026 10:00');
  });
});
