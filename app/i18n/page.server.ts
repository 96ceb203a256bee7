import { type Locale, localeFromPath } from "./locale";

/** The locale of a request, from its path's language prefix. */
export function requestLocale(request: Request): Locale {
  return localeFromPath(new URL(request.url).pathname);
}

/** A page's copy in the request's language, for its loader to return. */
export function contentFor<T>(request: Request, content: Record<Locale, T>): T {
  return content[requestLocale(request)];
}
