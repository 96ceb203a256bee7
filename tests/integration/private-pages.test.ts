import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountPages, adminDownloads, adminScreens } from "~/admin-screens";
import { languages } from "~/i18n/languages";
import { localizePath } from "~/i18n/locale";
import { everyPublicPageIn } from "../e2e/public-pages";
import { postForm } from "../helpers/forms";
import { type ProjectVersionRef, screenAddress } from "../helpers/screens";
import { type RunningServer, startServer, tempDataDir } from "../helpers/server";

describe("officials' pages are never stored by a browser or a proxy (Cache-Control: no-store)", {
  timeout: 120_000,
}, () => {
  let server: RunningServer;
  let cookie: string;
  let messagePath: string;
  let project: ProjectVersionRef;
  let bulletinId: string;

  beforeAll(async () => {
    server = await startServer({
      DATA_DIR: tempDataDir(),
      ADMIN_EMAIL: "nostore@example.org",
      ADMIN_PASSWORD: "no store test passphrase",
      FORM_MIN_FILL_SECONDS: "0",
    });
    await postForm(`${server.url}/contact`, {
      name: "Asha",
      email: "asha@example.org",
      phone: "+91 00000 00009",
      message: "Please call me back",
    });
    const signIn = await fetch(`${server.url}/sign-in`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
      body: new URLSearchParams({ email: "nostore@example.org", password: "no store test passphrase" }),
    });
    expect(signIn.status).toBe(302);
    cookie = (signIn.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const inbox = await (await fetch(`${server.url}/inbox`, { headers: { Cookie: cookie } })).text();
    const id = /href="\/inbox\/(\d+)"/.exec(inbox)?.[1];
    expect(id).toBeDefined();
    messagePath = `/inbox/${id}`;
    // A project of its own, so its history and first version are there to show.
    const form = new FormData();
    for (const [name, value] of Object.entries({ code: "NOSTORE-1", projectDate: "2025-01-15", titleEn: "No store" }))
      form.append(name, value);
    const created = await fetch(`${server.url}/project-form`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: server.url },
      body: form,
    });
    expect(await created.text()).toContain("Project submitted");
    const table = await (await fetch(`${server.url}/project-table`, { headers: { Cookie: cookie } })).text();
    const projectId = /href="\/project-history\/(\d+)"/.exec(table)?.[1];
    expect(projectId).toBeDefined();
    project = { id: projectId as string, version: 1 };
    // A bulletin of its own, so its form and preview are there to show.
    const written = await fetch(`${server.url}/bulletin-form`, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: cookie, Origin: server.url },
      body: formData({ _form: "bulletin", titleEn: "No store bulletin", bodyEn: "Hello" }),
    });
    bulletinId = /\/bulletin-form\/(\d+)/.exec(written.headers.get("location") ?? "")?.[1] ?? "";
    expect(bulletinId).toMatch(/^\d+$/);
  });
  afterAll(async () => {
    await server?.stop();
  });

  /** A multipart body, as the bulletin form (which takes photos) sends it. */
  function formData(fields: Record<string, string>) {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.set(name, value);
    return body;
  }

  /** A screen's address with this server's own message, project and bulletin. */
  const address = (path: string) =>
    path.startsWith("/inbox/")
      ? messagePath
      : path.startsWith("/bulletin-form/") || path.startsWith("/bulletin-history/")
        ? path.replace(":id", bulletinId).replace(":bulletin", bulletinId).replace(":number", "1")
        : screenAddress(path, undefined, project);

  const get = (path: string, signedIn: boolean) =>
    fetch(`${server.url}${path}`, { redirect: "manual", headers: signedIn ? { Cookie: cookie } : {} });

  it("every officials' screen, its data request, the inbox message and inbox.csv answer an official with no-store", async () => {
    const paths = [
      ...adminScreens.map(([path]) => address(path)),
      "/inbox.csv",
      "/backup.tar.gz",
      "/inbox.data",
      `${messagePath}.data`,
      "/project-table.data",
    ];
    for (const path of paths) {
      const response = await get(path, true);
      expect(response.status, path).toBe(200);
      // The pages also say "private" (the root loader marks every page rendered for an official).
      expect(response.headers.get("cache-control"), path).toMatch(/^(private, )?no-store$/);
      await response.arrayBuffer();
    }
  });

  it("every officials' screen has, from their layout route, one noindex in its head and the officials' stylesheet", async () => {
    for (const [path] of adminScreens) {
      const html = await (await get(address(path), true)).text();
      const head = html.slice(0, html.indexOf("</head>"));
      expect(head.match(/<meta name="robots" content="noindex"\/>/g), address(path)).toHaveLength(1);
      expect(head, address(path)).toMatch(/<link[^>]* rel="stylesheet" href="\/assets\/admin-[\w-]+\.css"\/>/);
    }
  });

  it("the sign-in page and the refusals of officials' screens to anonymous visitors carry no-store", async () => {
    for (const path of ["/sign-in", "/korean/sign-in", "/hindi/sign-in"]) {
      const response = await get(path, false);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("cache-control"), path).toBe("no-store");
      await response.arrayBuffer();
    }
    // Another case of a public page's address is sent to its one lower-case address (decision 0045).
    const otherCase = await get("/Sign-In", false);
    expect(otherCase.status).toBe(301);
    expect(otherCase.headers.get("location")).toBe("/sign-in");
    await otherCase.arrayBuffer();
    for (const path of [...adminScreens, ...adminDownloads].map(([screen]) => screenAddress(screen))) {
      const response = await get(path, false);
      expect(response.status, path).toBe(302);
      expect(response.headers.get("cache-control"), path).toBe("no-store");
    }
  });

  it("the account pages (one-time links, the forgotten password, the members' area and its contact cards) are no-store and never served from the HTML cache, in every language", async () => {
    expect(accountPages.map(([path]) => path)).toEqual(
      expect.arrayContaining(["/forgot-password", "/reset-password", "/accept-invite", "/my", "/my/sign-in"]),
    );
    // In every language (docs/decisions/0057).
    for (const language of languages)
      for (const [page] of accountPages) {
        const path = `${localizePath(page.replace(":id", "1"), language.code)}?token=x`;
        for (let i = 0; i < 2; i++) {
          const response = await get(path, false);
          expect(response.headers.get("cache-control"), path).toBe("no-store");
          expect(response.headers.get("x-cache"), path).toBeNull();
          await response.arrayBuffer();
        }
      }
  });

  it("nothing an official was shown reaches a visitor: every public page in every language, opened by an official first, is kept without the official's menu, address or form marks, and in its own language", async () => {
    let kept = 0;
    for (const { url, language } of everyPublicPageIn) {
      const seen = await (await get(url, true)).text();
      expect(seen, url).toContain("officials-menu");
      const first = await get(url, false);
      const firstHtml = await first.text();
      const second = await get(url, false);
      const html = await second.text();
      if (second.headers.get("x-cache") === "hit") kept += 1;
      for (const text of [firstHtml, html]) {
        expect(text, url).not.toContain("nostore@example.org");
        expect(text, url).not.toContain("officials-menu");
        expect(text, url).not.toMatch(/name="_(official|once|base)"/);
        expect(text, url).toContain(`<html lang="${language.htmlLang}"`);
      }
    }
    // Sign-in, join, contact and the bulletin's sign-up are rendered for each visitor; every other page was kept.
    expect(kept).toBe(everyPublicPageIn.length - 4 * languages.length);
  });

  it("a public page shown to an official (with their menu and buttons) is private and no-store; the same page to a visitor is neither", async () => {
    const official = await get("/projects", true);
    expect(official.headers.get("cache-control")).toBe("private, no-store");
    await official.arrayBuffer();
    const sitemap = await get("/robots.txt", true);
    expect(sitemap.headers.get("cache-control")).toBe("no-store");
    await sitemap.arrayBuffer();
    const visitor = await get("/projects", false);
    expect(visitor.headers.get("cache-control") ?? "").not.toMatch(/no-store|private/);
    await visitor.arrayBuffer();
  });
});
