import { type InputHTMLAttributes, useState } from 'react';
import { useI18n } from '../lib/i18n';

/** A labelled input of the drivers' app: the label above it, its error (if any) under it. */
export function InputField({
  label,
  error,
  ...input
}: { label: string; error?: string | null } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <>
      <label className="drv-field">
        <span>{label}</span>
        <input {...input} />
      </label>
      <ErrorLine error={error ?? null} />
    </>
  );
}

/** A three-line text area with its label (a reason, a report), and its error (if any) under it. */
export function TextAreaField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
}) {
  return (
    <>
      <label className="drv-field">
        <span>{label}</span>
        <textarea rows={3} value={value} onChange={(e) => onChange(e.target.value)} />
      </label>
      <ErrorLine error={error ?? null} />
    </>
  );
}

/** The form's error, read out at once; nothing when there is none. */
export function ErrorLine({ error }: { error: string | null }) {
  if (!error) return null;
  return (
    <p className="drv-alert" role="alert">
      {error}
    </p>
  );
}

/**
 * A button that opens the phone's camera (`camera`) or its files: the files picked go to `onFiles`, and the
 * input is cleared so the same file can be picked again.
 */
export function FilePickButton({
  label,
  accept,
  camera = false,
  multiple = false,
  ariaLabel,
  onFiles,
}: {
  label: string;
  accept: string;
  camera?: boolean;
  multiple?: boolean;
  ariaLabel?: string;
  onFiles: (files: File[]) => void;
}) {
  return (
    <label className="drv-btn">
      {label}
      <input
        className="drv-hidden-input"
        type="file"
        accept={accept}
        capture={camera ? 'environment' : undefined}
        multiple={multiple || undefined}
        aria-label={ariaLabel}
        onChange={(e) => {
          const files = Array.from(e.target.files ?? []);
          e.target.value = '';
          onFiles(files);
        }}
      />
    </label>
  );
}

/** The end of a form the outbox sends: its error, `queued` once it is queued, and its send button. */
export function QueuedSubmit({
  error,
  done,
  queued,
  send,
}: {
  error: string | null;
  done: boolean;
  queued: string;
  send: string;
}) {
  return (
    <>
      <ErrorLine error={error} />
      {done && (
        <p className="drv-ok" role="status">
          {queued}
        </p>
      )}
      <button type="submit" className="drv-btn drv-btn-primary">
        {send}
      </button>
    </>
  );
}

/** Cancel and confirm side by side (the confirm button styled by `confirmClass`). */
export function CancelConfirm({
  confirm,
  confirmClass,
  onCancel,
  onConfirm,
}: {
  confirm: string;
  confirmClass: string;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useI18n();
  return (
    <div className="drv-grid-2">
      <button type="button" className="drv-btn" onClick={onCancel}>
        {t.cancel}
      </button>
      <button type="button" className={`drv-btn ${confirmClass}`} onClick={onConfirm}>
        {confirm}
      </button>
    </div>
  );
}

/**
 * A text the driver must fill in: `take()` gives it trimmed and clears the error, or shows `missing` and
 * gives null when it is empty.
 */
export function useRequiredText(missing: string) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const take = (): string | null => {
    const value = text.trim();
    setError(value ? null : missing);
    return value || null;
  };
  return { text, setText, error, take };
}
