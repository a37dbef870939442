import type { ReactNode } from 'react';

/** A form the app submits itself: no browser validation, no page load; `onSubmit` on Enter or its button. */
export function AppForm({
  label,
  onSubmit,
  className,
  children,
}: {
  label: string;
  onSubmit: () => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      aria-label={label}
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}
