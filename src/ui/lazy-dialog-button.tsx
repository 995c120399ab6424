import { Suspense, useRef, useState, type ReactNode, type RefObject } from 'react';

export interface LazyDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button, for the dialog to give focus back to when it closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/**
 * A button that opens a dialog whose code is not in the first load: it is fetched when the pointer or the
 * focus reaches the button, and shown on the first press (`dialog` renders the lazy component). The button
 * says it opens a dialog and whether it is open.
 */
export function LazyDialogButton({
  preload,
  className,
  children,
  dialog,
}: {
  preload: () => Promise<unknown>;
  className?: string;
  children: ReactNode;
  dialog: (props: LazyDialogProps) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        className={className}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void preload()}
        onFocus={() => void preload()}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        {children}
      </button>
      {wanted ? <Suspense fallback={null}>{dialog({ open, onOpenChange: setOpen, returnFocusTo: button })}</Suspense> : null}
    </>
  );
}
