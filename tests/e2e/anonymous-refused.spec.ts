import crypto from "node:crypto";
import path from "node:path";
import Database from "better-sqlite3";
import { expect, test } from "./fixtures";

/** Every officials' screen; each must refuse anonymous visitors on the server. */
const adminPaths = [
  "/dashboard",
  "/project-form",
  "/Project-Form",
  "/delete-project",
  "/delete-signature-project",
  "/add-member",
  "/remove-member",
  "/members-table",
  "/project-table",
  "/add-past-president",
  "/inbox",
  "/inbox/1",
  "/inbox.csv",
  "/backup.tar.gz",
  "/activity",
  "/club-profile",
  "/officials",
  "/account",
  "/handover",
  "/event-form",
  "/event-form/1",
];

/** Actions reachable from public pages that only officials may use. */
const protectedPosts: [path: string, form: Record<string, string>][] = [
  ...adminPaths.map((p): [string, Record<string, string>] => [
    p,
    {
      id: "1",
      code: "DEMO-SEWING",
      memberNo: "DEMO-001",
      intent: "delete",
      name: "X",
      rotaryYear: "2030-2031",
      president: "X",
      secretary: "X",
      clubName: "Hacked",
    },
  ]),
  ["/officials", { _form: "invite-official", email: "intruder@example.org", role: "administrator" }],
  ["/officials", { _form: "remove-official", id: "1" }],
  ["/officials", { _form: "change-role", id: "1", role: "editor" }],
  ["/account", { intent: "sign-out-everywhere" }],
  ["/account", { _form: "change-password", currentPassword: "x", password: "y", passwordAgain: "y" }],
  ["/handover", { intent: "end-access", id: "1" }],
  ["/handover", { intent: "keep-access", id: "1" }],
  ["/handover", { intent: "remove-term", id: "1" }],
  ["/handover", { intent: "edit-term", id: "1", name: "Hacked" }],
  ["/handover", { intent: "add-term", rotaryYear: "2030-31", role: "president", name: "Hacked" }],
  ["/members", { intent: "delete", id: "1" }],
  ["/members", { id: "1", rotaryYear: "2099-2100", president: "Hacked", secretary: "Hacked" }],
  ["/media-upload", { file: "not a file" }],
];

/** A fingerprint of every table an official can change (sessions, sign-in attempts and visitors' messages excluded). */
function fingerprint() {
  const file = path.join(process.env.E2E_DATA_DIR ?? "", "club.db");
  const db = new Database(file, { readonly: true, fileMustExist: true });
  const tables = [
    "projects",
    "project_texts",
    "project_media",
    "media",
    "members",
    "past_presidents",
    "officer_terms",
    "club_profile",
    "audit_log",
    "officials",
    "official_tokens",
  ];
  const hash = crypto.createHash("sha256");
  for (const table of tables) hash.update(JSON.stringify(db.prepare(`select * from ${table} order by 1`).all()));
  db.close();
  return hash.digest("hex");
}

test("every admin route and every admin action is refused to an anonymous visitor on the server, and the database is unchanged", async ({
  request,
  baseURL,
}) => {
  const before = fingerprint();
  for (const adminPath of adminPaths) {
    const response = await request.get(adminPath, { maxRedirects: 0 });
    expect(response.status(), `GET ${adminPath}`).toBe(302);
    expect(response.headers().location, `GET ${adminPath}`).toBe(`/sign-in?next=${encodeURIComponent(adminPath)}`);
  }
  for (const [postPath, form] of protectedPosts) {
    const response = await request.post(postPath, { form, headers: { Origin: baseURL ?? "" }, maxRedirects: 0 });
    // 405: a screen with no action at all refuses every post.
    expect([302, 403, 405], `POST ${postPath} answered ${response.status()}`).toContain(response.status());
    if (response.status() === 302) expect(response.headers().location).toMatch(/^\/sign-in\?next=/);
  }
  const upload = await request.post("/media-upload", {
    multipart: { file: { name: "x.png", mimeType: "image/png", buffer: Buffer.from("89504e47", "hex") } },
    headers: { Origin: baseURL ?? "" },
    maxRedirects: 0,
  });
  expect([302, 403]).toContain(upload.status());
  expect(fingerprint()).toBe(before);
});

test("a forged session cookie is treated as anonymous", async ({ request }) => {
  const response = await request.get("/members-table", {
    headers: { Cookie: `session=${"A".repeat(43)}` },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
});
