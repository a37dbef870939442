import type { MessageItem } from '@fletx/contract/driver-messages';
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { usePageVisible } from '../../../hooks/use-page-visible';
import { ApiError } from '../../../lib/api-error';
import { DriverSubPage } from '../components/driver-layout';
import { QueryState } from '../components/query-state';
import { useTrip } from '../components/trip-context';
import { useDriverThread, useReadDriverMessages, useSendDriverMessage } from '../lib/driver-messages';
import { useI18n } from '../lib/i18n';

const MAX_LENGTH = 2_000;
const two = (n: number) => String(n).padStart(2, '0');
/** A message's time on the phone's clock: dd/MM HH:mm. */
const shortTime = (iso: string) => {
  const at = new Date(iso);
  return `${two(at.getDate())}/${two(at.getMonth() + 1)} ${two(at.getHours())}:${two(at.getMinutes())}`;
};

function Bubble({ message }: { message: MessageItem }) {
  const { t } = useI18n();
  const mine = message.from === 'driver';
  return (
    <li
      className={`drv-msg ${mine ? 'drv-msg-mine' : ''}`}
      data-testid="driver-message"
      data-from={message.from}
    >
      <span className="drv-msg-meta">
        {mine ? t.messages.you : message.author.name} · {shortTime(message.createdAt)}
      </span>
      <span className="drv-msg-body">{message.body}</span>
      {(message.loadNumber !== null || (mine && message.readAt)) && (
        <span className="drv-msg-meta">
          {message.loadNumber !== null ? t.messages.load(message.loadNumber) : ''}
          {mine && message.readAt ? ` · ${t.messages.read}` : ''}
        </span>
      )}
    </li>
  );
}

/** `/driver/messages`: the conversation with dispatch, read once seen; a new message is about the current load. */
export function MessagesPage() {
  const { t } = useI18n();
  const { current } = useTrip();
  const thread = useDriverThread();
  const send = useSendDriverMessage();
  const { mutate: markRead, isPending: reading } = useReadDriverMessages();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [withLoad, setWithLoad] = useState(true);
  const end = useRef<HTMLLIElement>(null);
  const unread = thread.data?.unreadCount ?? 0;
  const newest = thread.data?.items[0]?.id;

  // Read once the driver can see it: a phone with the app in the background still hears the dispatcher.
  const visible = usePageVisible();
  useEffect(() => {
    if (unread > 0 && !reading && visible) markRead();
  }, [unread, reading, visible, markRead]);
  useEffect(() => {
    if (newest !== undefined) end.current?.scrollIntoView?.({ block: 'end' });
  }, [newest]);

  const loadId = withLoad && current ? current.id : null;
  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const body = text.trim();
    if (!body) return setError(t.messages.empty);
    if (body.length > MAX_LENGTH) return setError(t.messages.tooLong);
    try {
      await send.mutateAsync({ body, loadId });
      setText('');
      setError(null);
    } catch (failure) {
      setError(failure instanceof ApiError && failure.message ? failure.message : t.networkError);
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };

  const messages = [...(thread.data?.items ?? [])].reverse();
  return (
    <DriverSubPage title={t.messages.title}>
      <QueryState
        query={{
          isPending: thread.isPending,
          isError: thread.isError,
          data: thread.data?.items,
          refetch: thread.refetch,
        }}
        empty={t.messages.none}
      />
      {messages.length > 0 && (
        <ul className="drv-msgs" aria-label={t.messages.title}>
          {messages.map((message) => (
            <Bubble key={message.id} message={message} />
          ))}
          <li ref={end} aria-hidden className="drv-msg-end" />
        </ul>
      )}
      <form className="drv-card drv-stack-sm drv-composer" onSubmit={(event) => void submit(event)}>
        {current && withLoad && (
          <div className="drv-row">
            <span className="drv-muted">{t.messages.about(current.id_number)}</span>
            <button type="button" className="drv-btn drv-btn-small" onClick={() => setWithLoad(false)}>
              {t.messages.withoutLoad}
            </button>
          </div>
        )}
        <label className="drv-field">
          <span>{t.messages.field}</span>
          <textarea
            placeholder={t.messages.placeholder}
            rows={3}
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value);
              setError(null);
            }}
            onKeyDown={onKeyDown}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'drv-message-error' : undefined}
          />
        </label>
        {error && (
          <p className="drv-alert" role="alert" id="drv-message-error">
            {error}
          </p>
        )}
        <button type="submit" className="drv-btn drv-btn-primary" disabled={send.isPending}>
          {send.isPending ? t.messages.sending : t.messages.send}
        </button>
      </form>
    </DriverSubPage>
  );
}
