import { useRouteLoaderData } from "react-router";
import { previewNoticeCopy } from "~/i18n/content/admin/editing";
import { officialsCopy } from "~/i18n/content/officials";
import { languageOf, locales } from "~/i18n/locales";
import type { RootData } from "~/i18n/root-data";

/**
 * Above a page an official previews: what follows is the draft, which
 * visitors do not see yet. In the official's language, which the words of
 * their menu (signedIn.copy) tell, whatever the page's language.
 */
export function PreviewNotice() {
  const copy = (useRouteLoaderData("root") as RootData | undefined)?.signedIn?.copy;
  const locale = locales.find((l) => officialsCopy[l].menu === copy?.menu) ?? "en";
  return (
    <div className="page">
      <p className="draft-notice" role="note" lang={languageOf(locale).htmlLang}>
        {previewNoticeCopy[locale]}
      </p>
    </div>
  );
}
