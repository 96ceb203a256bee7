import type express from "express";
import { localizePath } from "../app/i18n/locale";
import { languages } from "../app/i18n/locales";
import { publicPages } from "../app/public-pages";

const unreserved = /^[A-Za-z0-9\-._~]$/;

/**
 * The one spelling of a path: percent-encoded unreserved characters decoded
 * (`/%6Aoin` is `/join`, RFC 3986 §6.2.2.2), other escapes in upper case,
 * repeated slashes as one, and no trailing slash. Letter case is left as
 * typed here (see pageCasePath).
 */
export function canonicalPath(path: string): string {
  const decoded = path.replace(/%[0-9A-Fa-f]{2}/g, (escaped) => {
    const char = String.fromCharCode(Number.parseInt(escaped.slice(1), 16));
    return unreserved.test(char) ? char : escaped.toUpperCase();
  });
  const single = decoded.replace(/\/{2,}/g, "/");
  return single.length > 1 ? single.replace(/\/+$/, "") || "/" : single;
}

/** Every public page's path in every language, as segments: a literal in lower case, or null for a parameter. */
const pageShapes: (string | null)[][] = languages.flatMap((language) =>
  publicPages.map((page) =>
    localizePath(page.path, language.code)
      .split("/")
      .map((segment) => (segment.startsWith(":") ? null : segment)),
  ),
);

/**
 * The lower-case spelling of a public page's path (`/Korean/About` is
 * `/korean/about`; React Router matches either): its fixed words in lower
 * case, a parameter as typed, since a project's code is its own spelling
 * (`/PROJECT/DEMO-TREES` is `/project/DEMO-TREES`; docs/decisions/0045).
 * Any other path (officials' screens, feeds, files, media) is returned as it is.
 */
export function pageCasePath(path: string): string {
  const segments = path.split("/");
  const shape = pageShapes.find(
    (candidate) =>
      candidate.length === segments.length &&
      candidate.every((literal, index) => literal === null || literal === segments[index]?.toLowerCase()),
  );
  if (!shape) return path;
  return shape.map((literal, index) => literal ?? segments[index]).join("/");
}

/**
 * A page the router would answer under two spellings (/join and /join/,
 * /PROJECTS and /projects) is answered at one: the other gets a 301 there, so links, search engines
 * and the HTML cache each see one page. Only GET and HEAD: a redirected POST
 * would lose its body.
 */
export function redirectToCanonicalPath(): express.RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const [path = "/", ...query] = req.originalUrl.split("?");
    const canonical = pageCasePath(canonicalPath(path));
    if (canonical === path) return next();
    // Browsers read a backslash in Location as a slash (/\evil.example is //evil.example):
    // such a path names no page of ours, so it is not redirected anywhere.
    if (canonical.startsWith("//") || /[\\\s]/.test(canonical)) return next();
    res.redirect(301, query.length > 0 ? `${canonical}?${query.join("?")}` : canonical);
  };
}
