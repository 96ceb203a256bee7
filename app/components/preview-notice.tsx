/**
 * Above a page an official previews: what follows is the draft, which
 * visitors do not see yet. Officials' screens are in English (decision 0017).
 */
export function PreviewNotice() {
  return (
    <div className="page">
      <p className="draft-notice" role="note" lang="en">
        Preview of the draft: visitors do not see this until it is published.
      </p>
    </div>
  );
}
