import { createContext, useContext } from "react";
import type { DocumentOnly } from "~/context";

const DocumentOnlyContext = createContext<DocumentOnly | undefined>(undefined);
export const DocumentOnlyProvider = DocumentOnlyContext.Provider;

/** The part a loader kept for the document (`documentPart`, app/context.ts); undefined in the browser. */
export function useDocumentOnly(name: string): string | undefined {
  return useContext(DocumentOnlyContext)?.[name];
}

/**
 * Finished HTML of our own: from the loader's data after a navigation in the browser, else the
 * part kept for the document. When the page hydrates, both are empty in the browser, and React
 * leaves the HTML the server sent in place (it never compares an element's inner HTML then).
 */
export function DocumentHtml({ name, html }: { name: string; html: string | null }) {
  const kept = useDocumentOnly(name);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our own server-rendered HTML (see its loader)
  return <div suppressHydrationWarning dangerouslySetInnerHTML={{ __html: html ?? kept ?? "" }} />;
}
