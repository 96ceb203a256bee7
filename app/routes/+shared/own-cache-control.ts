import type { HeadersFunction } from "react-router";

/**
 * A page's caching is the root's, unless its loader says otherwise: a page
 * drawn for one visitor (a gift's reference, a form's signed time) sends
 * its own Cache-Control, so no cache keeps it for someone else.
 */
export const ownCacheControl: HeadersFunction = ({ parentHeaders, loaderHeaders }) => {
  const headers = new Headers(parentHeaders);
  const own = loaderHeaders.get("Cache-Control");
  if (own) headers.set("Cache-Control", own);
  return headers;
};
