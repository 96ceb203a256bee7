import type express from "express";

const unreserved = /^[A-Za-z0-9\-._~]$/;

/**
 * The one spelling of a path: percent-encoded unreserved characters decoded
 * (`/%6Aoin` is `/join`, RFC 3986 §6.2.2.2), other escapes in upper case,
 * repeated slashes as one, and no trailing slash. Letter case is left as
 * typed: project codes are upper case.
 */
export function canonicalPath(path: string): string {
  const decoded = path.replace(/%[0-9A-Fa-f]{2}/g, (escaped) => {
    const char = String.fromCharCode(Number.parseInt(escaped.slice(1), 16));
    return unreserved.test(char) ? char : escaped.toUpperCase();
  });
  const single = decoded.replace(/\/{2,}/g, "/");
  return single.length > 1 ? single.replace(/\/+$/, "") || "/" : single;
}

/**
 * A page the router would answer under two spellings (/join and /join/)
 * is answered at one: the other gets a 301 there, so links, search engines
 * and the HTML cache each see one page. Only GET and HEAD: a redirected POST
 * would lose its body.
 */
export function redirectToCanonicalPath(): express.RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const [path = "/", ...query] = req.originalUrl.split("?");
    const canonical = canonicalPath(path);
    if (canonical === path) return next();
    // Browsers read a backslash in Location as a slash (/\evil.example is //evil.example):
    // such a path names no page of ours, so it is not redirected anywhere.
    if (canonical.startsWith("//") || /[\\\s]/.test(canonical)) return next();
    res.redirect(301, query.length > 0 ? `${canonical}?${query.join("?")}` : canonical);
  };
}
