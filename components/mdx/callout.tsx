import type { ReactNode } from 'react';

const TITLES = { note: 'Note', tip: 'Tip', info: 'Info', warning: 'Warning', danger: 'Danger' } as const;
export type CalloutType = keyof typeof TITLES;

const ICONS: Record<CalloutType, string> = {
  note: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 15h-2v-6h2zm0-8h-2V7h2z',
  info: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 15h-2v-6h2zm0-8h-2V7h2z',
  tip: 'M9 21c0 .55.45 1 1 1h4c.55 0 1-.45 1-1v-1H9zm3-19a7 7 0 0 0-4 12.74V17c0 .55.45 1 1 1h6c.55 0 1-.45 1-1v-2.26A7 7 0 0 0 12 2z',
  warning: 'M1 21h22L12 2zm12-3h-2v-2h2zm0-4h-2v-4h2z',
  danger: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 15h-2v-2h2zm0-4h-2V7h2z',
};

/** An admonition box: note, tip, info, warning or danger. */
export function Callout({
  type = 'note',
  title,
  children,
}: {
  type?: CalloutType;
  title?: string;
  children: ReactNode;
}) {
  const kind: CalloutType = type in TITLES ? type : 'note';
  return (
    <aside className={`callout callout--${kind}`} aria-label={title ?? TITLES[kind]}>
      <p className="callout__title">
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path fill="currentColor" d={ICONS[kind]} />
        </svg>
        {title ?? TITLES[kind]}
      </p>
      <div className="callout__body">{children}</div>
    </aside>
  );
}
