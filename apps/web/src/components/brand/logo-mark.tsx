/* Without Mantine: the login area shows the mark (docs/performance.md "The web's first page"). */

export type LogoMarkProps = {
  size?: number;
  /** 'color' on light backgrounds, 'white' on the brand color. */
  variant?: 'color' | 'white';
};

/** The Fletx mark: a truck in motion. */
export function LogoMark({ size = 32, variant = 'color' }: LogoMarkProps) {
  const tile = variant === 'color' ? 'var(--mantine-primary-color-filled)' : '#ffffff';
  const ink = variant === 'color' ? '#ffffff' : 'var(--mantine-primary-color-filled)';
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <rect width="48" height="48" rx="11" fill={tile} />
      <path d="M5 18h6M3 23h8M6 28h5" stroke={ink} strokeWidth="2.2" strokeLinecap="round" opacity="0.7" />
      <rect x="13" y="13" width="18" height="16" rx="2" fill={ink} />
      <path d="M32 18h6.2a2 2 0 0 1 1.6.8l3.6 4.8a2 2 0 0 1 .4 1.2V29H32z" fill={ink} />
      <path d="M35 20.5h3.4l2.4 3.3H35z" fill={tile} />
      <rect x="13" y="30.5" width="30.6" height="2" rx="1" fill={ink} />
      <circle cx="19.5" cy="34.5" r="4.2" fill={ink} stroke={tile} strokeWidth="2" />
      <circle cx="37" cy="34.5" r="4.2" fill={ink} stroke={tile} strokeWidth="2" />
    </svg>
  );
}
