'use client';

import { type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';

/**
 * A modal dialog for the account area: a native `<dialog>` opened with `showModal()`, so the
 * browser keeps focus inside it, makes the rest of the page inert, and closes it on Escape.
 * Labelled by its title; closes on Escape and on a click on the backdrop, and gives focus back to
 * whatever opened it. Rendered into `<body>` so that it inherits nothing from the navbar.
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
  const ref = useRef<HTMLDialogElement>(null);
  // A click closes the dialog only if it also started on the backdrop: selecting text in a field
  // and letting go outside must not close the form and lose what was typed.
  const pressedOnBackdrop = useRef(false);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const returnFocus = document.activeElement as HTMLElement | null;
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    // showModal() focuses the first focusable element; a form's first field is a better start.
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      if (dialog.open) dialog.close();
      document.body.style.overflow = overflow;
      // The opener may be gone (the Sign in button disappears once signed in): then focus stays
      // where the browser puts it.
      if (returnFocus?.isConnected) returnFocus.focus();
    };
  }, []);

  return createPortal(
    // Escape fires `cancel`: the parent decides (it unmounts the dialog), so the browser's own
    // close is prevented. A press on the backdrop reaches the dialog element itself; its content
    // box fills it.
    <dialog
      ref={ref}
      className="account-dialog"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onPointerDown={(event) => {
        pressedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget && pressedOnBackdrop.current) onClose();
      }}
    >
      <div className="account-dialog__box">
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
    </dialog>,
    document.body,
  );
}
