import { useEffect, useState } from "react";
import { useClipboardAvailable } from "./use-hydrated";

interface CopyButtonProps {
  value: string;
  /** The button's accessible name, e.g. "Copy IFSC". */
  label: string;
  /** Visible text. */
  text: string;
  /** Shown beside the button for a moment after copying. */
  copiedText: string;
  /** Told whether copying worked, to announce it in the page's live region. */
  onCopied: (ok: boolean) => void;
}

/**
 * Copies `value` to the clipboard. Rendered only once JavaScript runs and the
 * clipboard is available; the value itself stays selectable text on the page.
 */
export function CopyButton({ value, label, text, copiedText, onCopied }: CopyButtonProps) {
  const available = useClipboardAvailable();
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  if (!available) return null;

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      onCopied(true);
    } catch {
      setCopied(false);
      onCopied(false);
    }
  }

  return (
    <span className="copy">
      <button type="button" className="copy-button" aria-label={label} data-copied={copied || undefined} onClick={copy}>
        {text}
      </button>
      {copied ? (
        <span className="copy-done" aria-hidden="true">
          {copiedText}
        </span>
      ) : null}
    </span>
  );
}

/** A polite announcement that clears itself, so copying the same thing twice is announced twice. */
export function useAnnouncement(duration = 3000) {
  const [message, setMessage] = useState("");
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(""), duration);
    return () => clearTimeout(timer);
  }, [message, duration]);
  return [message, setMessage] as const;
}
