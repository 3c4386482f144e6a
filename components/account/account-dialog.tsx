'use client';

import { type ReactNode, useEffect, useEffectEvent, useId, useRef } from 'react';
import { createPortal } from 'react-dom';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog for the account area: labelled by its title, traps focus while open, closes on
 * Escape and on a click on the backdrop, and gives focus back to whatever opened it. Rendered into
 * `<body>` because the navbar's slide transform would otherwise trap `position: fixed`.
 */
export function AccountDialog({
  title,
  onClose,
  children,
  description,
}: {
  /** The dialog's heading and accessible name. */
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Optional sentence under the title, also read as the dialog's description. */
  description?: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  // The key handler is registered once per opening; an effect event always calls the latest onClose.
  const close = useEffectEvent(() => onClose());

  useEffect(() => {
    const returnFocus = document.activeElement as HTMLElement | null;
    const dialog = ref.current;
    (
      dialog?.querySelector<HTMLElement>('[data-autofocus]') ??
      dialog?.querySelector<HTMLElement>(FOCUSABLE) ??
      dialog
    )?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
        return;
      }
      if (event.key !== 'Tab' || !dialog) return;
      const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
        (el) => el.getClientRects().length > 0,
      );
      if (focusable.length === 0) {
        event.preventDefault();
        return;
      }
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!dialog.contains(document.activeElement)) {
        event.preventDefault();
        first.focus();
      } else if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      // The opener may be gone (the Sign in button disappears once signed in): then focus stays
      // where the browser puts it.
      if (returnFocus?.isConnected) returnFocus.focus();
    };
  }, []);

  return createPortal(
    <div
      className="account-dialog__backdrop"
      onMouseDown={(event) => event.target === event.currentTarget && onClose()}
    >
      <div
        ref={ref}
        className="account-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
      >
        <div className="account-dialog__header">
          <h2 id={titleId} className="account-dialog__title">
            {title}
          </h2>
          <button type="button" className="icon-button account-dialog__close" aria-label="Close" onClick={onClose}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        {description && (
          <p id={descriptionId} className="account-dialog__description">
            {description}
          </p>
        )}
        {children}
      </div>
    </div>,
    document.body,
  );
}
