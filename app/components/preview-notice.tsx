import { useRouteLoaderData } from "react-router";
import type { RootData } from "~/i18n/root-data";

/**
 * Above a page an official previews: what follows is the draft, which
 * visitors do not see yet. In the page's language, like the officials' menu
 * there; its words come with the signed-in frame, so visitors download none.
 */
export function PreviewNotice() {
  const signedIn = (useRouteLoaderData("root") as RootData | undefined)?.signedIn;
  if (!signedIn) return null;
  return (
    <div className="page">
      <p className="draft-notice" role="note">
        {signedIn.copy.previewNotice}
      </p>
    </div>
  );
}
