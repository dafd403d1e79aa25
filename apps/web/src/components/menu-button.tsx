import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';

interface MenuButtonProps {
  /** id of the server-rendered `<dialog>` this button opens. */
  target: string;
  label: string;
  className?: string;
  children: ReactNode;
}

/**
 * Opens a server-rendered `<dialog>` as a modal. The native modal dialog traps focus, closes on
 * Escape and returns focus to this button; `html:has(dialog[open])` locks page scroll (globals.css).
 * Only one menu is open at a time: opening one closes any other.
 */
export function MenuButton({ target, label, className, children }: MenuButtonProps) {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const dialog = document.getElementById(target);
    if (!(dialog instanceof HTMLDialogElement)) return;
    const onClose = () => setOpen(false);
    const onClick = (event: MouseEvent) => {
      const el = event.target as Element | null;
      // A click on the dialog box itself is a click on the backdrop; a link click navigates away.
      if (el === dialog || el?.closest('a')) dialog.close();
    };
    dialog.addEventListener('close', onClose);
    dialog.addEventListener('click', onClick);
    return () => {
      dialog.removeEventListener('close', onClose);
      dialog.removeEventListener('click', onClick);
      if (dialog.open) dialog.close();
    };
  }, [target]);

  const show = () => {
    const dialog = document.getElementById(target);
    if (!(dialog instanceof HTMLDialogElement)) return;
    document.querySelectorAll<HTMLDialogElement>('dialog[open]').forEach((d) => d.close());
    dialog.showModal();
    setOpen(true);
  };

  return (
    <button
      type="button"
      className={className}
      aria-label={label}
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-controls={target}
      onClick={show}
    >
      {children}
    </button>
  );
}
