import { type ReactNode, useEffect, useRef } from "react";
import { useNavigate } from "react-router";

interface UrlDialogProps {
  title: string;
  /** Where Cancel, Escape and a finished action lead: the page without the dialog's query. */
  closeHref: string;
  children: ReactNode;
}

/**
 * A dialog opened by the address (?edit=ID, ?delete=ID), so it works without
 * JavaScript as a section of the page; with JavaScript it becomes a modal that
 * traps focus and closes on Escape.
 */
export function UrlDialog({ title, closeHref, children }: UrlDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const navigate = useNavigate();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (dialog.open) dialog.close();
    dialog.showModal();
    // The dialog stays open until the address changes: a form in it with changes not saved asks first (decision 0055).
    const onClose = (event: Event) => {
      event.preventDefault();
      navigate(closeHref, { replace: true, preventScrollReset: true });
    };
    dialog.addEventListener("cancel", onClose);
    return () => dialog.removeEventListener("cancel", onClose);
  }, [closeHref, navigate]);
  return (
    // The server renders it open (no JavaScript); the effect reopens it as a modal.
    <dialog ref={ref} open aria-labelledby="url-dialog-title" className="url-dialog">
      <h2 id="url-dialog-title">{title}</h2>
      {children}
    </dialog>
  );
}
