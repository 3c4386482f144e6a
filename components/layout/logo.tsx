/** The SF Explorer mark: a compass needle over a cloud outline. Inline so it needs no request. */
export function Logo({ size = 32 }: { size?: number }) {
  return (
    <svg viewBox="0 0 64 64" width={size} height={size} aria-hidden="true" focusable="false" className="logo">
      <rect x="2" y="2" width="60" height="60" rx="14" fill="#0b5cab" />
      <path
        d="M19 42a9 9 0 0 1-1.2-17.9 11 11 0 0 1 20.6-4.6A8.5 8.5 0 0 1 50 27.2 7.5 7.5 0 0 1 47 42z"
        fill="none"
        stroke="#fff"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path d="m32 24 4.5 9.5L32 36l-4.5-2.5z" fill="#fff" />
      <path d="m32 36 4.5-2.5L32 46l-4.5-12.5z" fill="#9fd3ff" />
    </svg>
  );
}
