import type { HeadersFunction } from "react-router";

/**
 * A page's caching is the root's, unless its loader says otherwise: a page
 * drawn for one visitor (a gift's reference, a form's signed time) sends
 * its own Cache-Control, so no cache keeps it for someone else. A form
 * refused for coming too often says when to come back (Retry-After).
 */
export const ownCacheControl: HeadersFunction = ({ parentHeaders, loaderHeaders, actionHeaders }) => {
  const headers = new Headers(parentHeaders);
  const own = loaderHeaders.get("Cache-Control");
  if (own) headers.set("Cache-Control", own);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};
