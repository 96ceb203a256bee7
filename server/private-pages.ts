import type express from "express";
import { accountPages, adminScreens, backupDownloadPath } from "../app/admin-screens";
import { sessionCookieName } from "../app/auth/session.server";
import type { Config } from "../app/env.server";
import { languages, localizePath } from "../app/i18n/locale";

/**
 * Officials' screens (and their data requests, /inbox.data), the pages that
 * take one-time links, the sign-in page, the CSV export and the upload
 * endpoint: what they answer is for one person.
 */
const privatePaths = [
  ...adminScreens.map(([path]) => path.split("/:")[0] as string),
  // The account pages in every language (docs/decisions/0057).
  ...languages.flatMap((language) =>
    accountPages.map(([path]) => localizePath(path.split("/:")[0] as string, language.code)),
  ),
  "/inbox.csv",
  backupDownloadPath,
  "/media-upload",
  "/login",
  // The sign-in page in every language.
  ...languages.map((language) => localizePath("/sign-in", language.code)),
].map((path) => path.toLowerCase());

export function isPrivatePath(pathname: string): boolean {
  const path = pathname
    .toLowerCase()
    .replace(/\.data$/, "")
    .replace(/\/+$/, "");
  return privatePaths.some((p) => path === p || path.startsWith(`${p}/`));
}

function hasSessionCookie(req: express.Request, name: string) {
  return (req.get("cookie") ?? "").split(";").some((part) => part.trim().startsWith(`${name}=`));
}

/**
 * `Cache-Control: no-store` on every answer that may hold an official's data:
 * any request to an officials' path, and any request carrying a session
 * cookie (public pages then show officials' buttons), so neither a shared
 * proxy nor the browser's history keeps a copy. Set as the headers are
 * written, so no route can weaken it. Hashed assets and media keep their
 * long caching.
 */
export function noStoreForOfficials(config: Config): express.RequestHandler {
  const cookie = sessionCookieName({ config });
  return (req, res, next) => {
    if (req.path.startsWith("/assets/") || req.path.startsWith("/media/")) return next();
    if (!isPrivatePath(req.path) && !hasSessionCookie(req, cookie)) return next();
    const writeHead = res.writeHead;
    res.writeHead = function (this: express.Response, ...args: unknown[]) {
      // A page that already says no-store keeps its own words ("private, no-store" for an official's page).
      if (!this.headersSent && !/\bno-store\b/i.test(String(this.getHeader("Cache-Control") ?? "")))
        this.setHeader("Cache-Control", "no-store");
      return (writeHead as (...a: unknown[]) => express.Response).apply(this, args);
    } as typeof res.writeHead;
    next();
  };
}
