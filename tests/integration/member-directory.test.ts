import ICAL from "ical.js";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { everyPublicPageIn } from "../e2e/public-pages";
import { accountWithSession, databaseReader, databaseWriter } from "../helpers/forms";
import { demoMp4 } from "../helpers/image-host";
import { pdfText } from "../helpers/pdf";
import { type RunningServer, startServer, tempDataDir } from "../helpers/server";

const phone = "+91 98765 43210";
const whatsapp = "+91 91234 56789";
/** How a number could appear anywhere: as typed, as digits, as a tel: or wa.me address. */
const traces = (number: string) => [number, number.replace(/\D/g, ""), number.replace(/\D/g, "").slice(2)];

/**
 * The members' directory on the built server (issue 24): a member edits
 * their own profile; what they show "members" reaches signed-in members and
 * nobody else, what they show "nobody" only themselves and administrators,
 * in the pages, the contact cards and nowhere public.
 */
describe("the members' directory and who sees what", { timeout: 180_000 }, () => {
  let server: RunningServer;
  const dataDir = tempDataDir();
  const query = databaseReader({ dataDir });
  const write = databaseWriter({ dataDir });
  const cookies: Record<"owner" | "fellow" | "editor" | "admin", string> = {
    owner: "",
    fellow: "",
    editor: "",
    admin: "",
  };
  let ownerId = 0;
  let fellowId = 0;

  /** An account made as `npm run officials` would, with a session of its own. */
  const account = (email: string, role: string, memberId: number | null) =>
    accountWithSession({ dataDir }, { email, role, memberId });

  beforeAll(async () => {
    server = await startServer({ DATA_DIR: dataDir, DEMO_CONTENT: "1", PUBLIC_URL: "http://club.test" });
    const members = await query<{ id: number }>("select id from members order by id limit 2");
    ownerId = members[0]?.id ?? 0;
    fellowId = members[1]?.id ?? 0;
    cookies.owner = await account("owner@example.org", "member", ownerId);
    cookies.fellow = await account("fellow@example.org", "member", fellowId);
    cookies.editor = await account("editor.dir@example.org", "editor", null);
    cookies.admin = await account("admin.dir@example.org", "administrator", null);
  });

  afterAll(async () => {
    await server?.stop();
  });

  const get = (path: string, cookie = "") =>
    fetch(`${server.url}${path}`, { redirect: "manual", headers: cookie ? { Cookie: cookie } : {} });

  it("a member saves their own profile; a member id put in the form changes nothing of another's", async () => {
    const response = await fetch(`${server.url}/my/profile`, {
      method: "POST",
      headers: { Cookie: cookies.owner, Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        _form: "member-profile",
        memberId: String(fellowId),
        member_id: String(fellowId),
        classification: "Chartered accountant",
        rotaryId: "4455667",
        phone,
        phoneSeenBy: "members",
        whatsapp,
        whatsappSeenBy: "nobody",
        email: "owner.private@example.org",
        emailSeenBy: "nobody",
        birthDate: "1975-04-15",
        birthdaySeenBy: "members",
        committees: "Youth Service",
      }),
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Your profile is saved.");
    const rows = await query<{ member_id: number; phone: string }>("select member_id, phone from member_profiles");
    expect(rows).toEqual([{ member_id: ownerId, phone }]);
  });

  it("a refused profile says why in the page's language and saves nothing", async () => {
    const response = await fetch(`${server.url}/hindi/my/profile`, {
      method: "POST",
      headers: { Cookie: cookies.fellow, Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ _form: "member-profile", phone: "call me", birthDate: "2026-02-30" }),
    });
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toContain("फ़ोन नंबर अंकों में लिखें");
    expect(page).toContain("सही तारीख़ चुनें।");
    expect(await query("select member_id from member_profiles where member_id = ?", [fellowId])).toEqual([]);
  });

  it("a detail set to members reaches a fellow member and an editor; one set to nobody only its owner and an administrator", async () => {
    const seen: Record<string, string> = {};
    for (const who of ["owner", "fellow", "editor", "admin"] as const) {
      const response = await get("/my/directory", cookies[who]);
      expect(response.status, who).toBe(200);
      expect(response.headers.get("cache-control"), who).toMatch(/no-store/);
      seen[who] = await response.text();
    }
    for (const who of ["owner", "fellow", "editor", "admin"]) {
      expect(seen[who], who).toContain(phone);
      expect(seen[who], who).toContain("15 April");
      expect(seen[who], who).not.toContain("1975");
    }
    for (const who of ["fellow", "editor"]) {
      for (const trace of traces(whatsapp)) expect(seen[who], who).not.toContain(trace);
      expect(seen[who], who).not.toContain("owner.private@example.org");
    }
    for (const who of ["owner", "admin"]) {
      expect(seen[who], who).toContain(whatsapp);
      expect(seen[who], who).toContain("owner.private@example.org");
    }
  });

  it("a contact card reads back in a vCard parser with exactly what the one asking may see", async () => {
    const fellowCard = await get(`/my/directory/${ownerId}/card.vcf`, cookies.fellow);
    expect(fellowCard.status).toBe(200);
    expect(fellowCard.headers.get("content-type")).toBe("text/vcard; charset=utf-8");
    expect(fellowCard.headers.get("cache-control")).toBe("private, no-store");
    const card = new ICAL.Component(ICAL.parse(await fellowCard.text()) as unknown[]);
    expect(card.name).toBe("vcard");
    expect(card.getFirstPropertyValue("version")).toBe("4.0");
    expect(card.getAllProperties("tel").map((tel) => String(tel.getFirstValue()))).toEqual(["tel:+919876543210"]);
    expect(card.getFirstPropertyValue("title")).toBe("Chartered accountant");
    expect(String(card.getFirstPropertyValue("bday"))).toContain("04-15");
    expect(card.getFirstPropertyValue("email")).toBeNull();

    const adminCard = new ICAL.Component(
      ICAL.parse(await (await get(`/my/directory/${ownerId}/card.vcf`, cookies.admin)).text()) as unknown[],
    );
    expect(adminCard.getAllProperties("tel")).toHaveLength(2);
    expect(adminCard.getFirstPropertyValue("email")).toBe("owner.private@example.org");

    const everyone = await (await get("/my/directory.vcf", cookies.fellow)).text();
    const cards = ICAL.parse(everyone) as unknown[][];
    const total = await query<{ n: number }>("select count(*) as n from members");
    expect(cards).toHaveLength(Number(total[0]?.n));
    for (const trace of traces(whatsapp)) expect(everyone).not.toContain(trace);
    expect((await get("/my/directory/abc/card.vcf", cookies.fellow)).status).toBe(404);
    expect((await get("/my/directory/999999/card.vcf", cookies.fellow)).status).toBe(404);
  });

  it("a member's Rotary member number is theirs to keep and their fellow members' to read", async () => {
    const fellowSees = await (await get("/my/directory", cookies.fellow)).text();
    expect(fellowSees).toContain("Rotary member number");
    expect(fellowSees).toContain("4455667");
    const refused = await fetch(`${server.url}/my/profile`, {
      method: "POST",
      headers: { Cookie: cookies.owner, Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ _form: "member-profile", rotaryId: "RI-12" }),
    });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Write the Rotary member number with its digits only");
    expect(await query("select rotary_id from member_profiles where member_id = ?", [ownerId])).toEqual([
      { rotary_id: "4455667" },
    ]);
  });

  it("a member chooses their language: the club's e-mails and their area follow it; another value is refused", async () => {
    const choose = (language: string) =>
      fetch(`${server.url}/my`, {
        method: "POST",
        redirect: "manual",
        headers: { Cookie: cookies.fellow, Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ intent: "language", language }),
      });
    const chosen = await choose("ko");
    expect(chosen.status).toBe(302);
    expect(chosen.headers.get("location")).toBe("/korean/my");
    expect(await query("select locale from officials where email = 'fellow@example.org'")).toEqual([{ locale: "ko" }]);
    expect((await choose("fr")).status).toBe(400);
    expect((await choose("en")).headers.get("location")).toBe("/my");
    expect(await query("select locale from officials where email = 'fellow@example.org'")).toEqual([{ locale: "en" }]);
  });

  it("search finds members by name, classification or committee, case aside", async () => {
    const found = await (await get("/my/directory?q=chartered%20YOUTH", cookies.fellow)).text();
    expect(found).toContain(phone);
    const none = await (await get(`/my/directory?q=${"z".repeat(5000)}`, cookies.fellow)).text();
    expect(none).not.toContain(phone);
  });

  it("nothing of the profile is on any public page, in any language, cached or not, nor in the sitemap and feeds", async () => {
    const paths = [
      ...everyPublicPageIn.map((page) => page.url),
      "/sitemap.xml",
      "/projects.rss",
      "/events.atom",
      "/events.ics",
    ];
    for (const path of paths)
      for (let i = 0; i < 2; i++) {
        const body = await (await get(path)).text();
        for (const trace of [
          ...traces(phone),
          ...traces(whatsapp),
          "owner.private@example.org",
          "Chartered accountant",
          "4455667",
        ])
          expect(body, `${path} holds ${trace}`).not.toContain(trace);
      }
  });

  it("anyone not signed in is sent to the members' sign-in from every page and card of the area, and sees nothing", async () => {
    for (const path of [
      "/my",
      "/my/profile",
      "/my/directory",
      "/my/directory.vcf",
      `/my/directory/${ownerId}/card.vcf`,
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(302);
      expect(response.headers.get("location"), path).toMatch(/^\/my\/sign-in\?next=/);
      expect(response.headers.get("cache-control"), path).toBe("no-store");
      expect(await response.text(), path).not.toContain(phone);
    }
    const post = await fetch(`${server.url}/my/profile`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ _form: "member-profile", phone: "+91 11111 11111" }),
    });
    expect(post.status).toBe(302);
    expect(await query("select phone from member_profiles where phone = '+91 11111 11111'")).toEqual([]);
  });

  it("forty members invited at once from the officials' screen: forty e-mails in the outbox, each link working once, an expired one refused with a way to ask again", async () => {
    const at = new Date().toISOString();
    for (let i = 1; i <= 40; i++)
      await write("insert into members (member_no, name, created_at, updated_at) values (?, ?, ?, ?)", [
        `INV-${i}`,
        `Invited Member ${i}`,
        at,
        at,
      ]);
    const invited = await query<{ id: number; member_no: string }>(
      "select id, member_no from members where member_no like 'INV-%' order by id",
    );
    expect(invited).toHaveLength(40);
    const body = new URLSearchParams({ language: "hi" });
    for (const member of invited) body.set(`email-${member.id}`, `${member.member_no.toLowerCase()}@example.org`);
    const post = (cookie: string, form: URLSearchParams) =>
      fetch(`${server.url}/members-invite`, {
        method: "POST",
        redirect: "manual",
        headers: { Cookie: cookie, Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
        body: form,
      });
    // A member may not; one wrong address sends nothing.
    expect((await post(cookies.fellow, body)).status).toBe(403);
    const oneWrong = new URLSearchParams(body);
    oneWrong.set(`email-${invited[0]?.id}`, "not an address");
    const refused = await post(cookies.editor, oneWrong);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("nothing was sent");
    expect(await query("select id from outbox where recipient like 'inv-%'")).toEqual([]);

    const sent = await post(cookies.editor, body);
    expect(sent.status).toBe(200);
    expect(await sent.text()).toContain("40 invitations sent.");
    const mails = await query<{ recipient: string; subject: string; body: string }>(
      "select recipient, subject, body from outbox where recipient like 'inv-%' order by id",
    );
    expect(mails).toHaveLength(40);
    expect(new Set(mails.map((mail) => mail.recipient)).size).toBe(40);
    expect(mails[0]?.subject).toContain("सदस्य क्षेत्र");
    const accounts = await query<{ n: number }>(
      "select count(*) as n from officials where role = 'member' and locale = 'hi' and member_id in (select id from members where member_no like 'INV-%')",
    );
    expect(Number(accounts[0]?.n)).toBe(40);

    const tokenIn = (text: string) =>
      /http:\/\/club\.test\/hindi\/my\/sign-in\/link\?token=([\w-]{43})/.exec(text)?.[1] ?? "";
    const signInWith = (token: string) =>
      fetch(`${server.url}/hindi/my/sign-in/link`, {
        method: "POST",
        redirect: "manual",
        headers: { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ _form: "sign-in-link", token }),
      });
    const first = tokenIn(mails[0]?.body ?? "");
    const once = await signInWith(first);
    expect(once.status).toBe(302);
    expect(once.headers.get("location")).toBe("/hindi/my");
    const cookie = (once.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    expect((await get("/hindi/my", cookie)).status).toBe(200);
    const twice = await signInWith(first);
    expect(twice.headers.get("set-cookie")).toBeNull();
    expect((await get(`/hindi/my/sign-in/link?token=${first}`)).status).toBe(410);

    const second = tokenIn(mails[1]?.body ?? "");
    await write("update official_tokens set expires_at = ? where email = ?", [
      new Date(Date.now() - 1000).toISOString(),
      mails[1]?.recipient,
    ]);
    const expired = await get(`/hindi/my/sign-in/link?token=${second}`);
    expect(expired.status).toBe(410);
    const page = await expired.text();
    expect(page).toContain("समय (15 मिनट) निकल चुका है");
    expect(page).toContain('href="/hindi/my/sign-in"');
    expect((await signInWith(second)).headers.get("set-cookie")).toBeNull();
  });

  it("the area's first page lists the birthdays and anniversaries of the next two weeks that members may see, and no hidden one", async () => {
    const at = new Date().toISOString();
    const inDays = (days: number) =>
      new Date(Date.now() + days * 86_400_000 + 5.5 * 3_600_000).toISOString().slice(5, 10);
    for (const [name, seenBy, monthDay] of [
      ["Shown Birthday", "members", inDays(3)],
      ["Hidden Birthday", "nobody", inDays(4)],
      ["Far Birthday", "members", inDays(40)],
    ] as const) {
      await write("insert into members (member_no, name, created_at, updated_at) values (?, ?, ?, ?)", [
        name.toUpperCase(),
        name,
        at,
        at,
      ]);
      const [member] = await query<{ id: number }>("select id from members where name = ?", [name]);
      await write(
        "insert into member_profiles (member_id, birth_date, birthday_seen_by, updated_at) values (?, ?, ?, ?)",
        [member?.id, `1970-${monthDay}`, seenBy, at],
      );
    }
    const page = await (await get("/my", cookies.fellow)).text();
    expect(page).toContain("Shown Birthday&#x27;s birthday");
    expect(page).not.toContain("Hidden Birthday");
    expect(page).not.toContain("Far Birthday");
  });

  it("a member downloads everything the site holds about them as JSON, without the password's hash", async () => {
    const response = await get("/my/data.json", cookies.owner);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const text = await response.text();
    expect(text).not.toContain("password_hash");
    const body = JSON.parse(text);
    expect(body.account).toMatchObject({ email: "owner@example.org", role: "member", hasPassword: false });
    expect(body.member.member_no).toBeTruthy();
    expect(body.profile).toMatchObject({ phone, phoneSeenBy: "members", whatsapp, whatsappSeenBy: "nobody" });
    expect((await get("/my/data.json")).status).toBe(302);
  });

  it("the printable directory is a PDF in the page's language with what the one asking may see, read back with pdftotext", async () => {
    const response = await get("/hindi/my/directory.pdf", cookies.fellow);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const text = pdfText(new Uint8Array(await response.arrayBuffer()));
    expect(text).toContain("सदस्य निर्देशिका");
    expect(text).toContain(phone);
    expect(text).toContain("Chartered accountant");
    for (const trace of traces(whatsapp)) expect(text).not.toContain(trace);
    expect(text).not.toContain("owner.private@example.org");
    expect((await get("/my/directory.pdf")).status).toBe(302);
  });

  it("asking to close one's account asks first, then e-mails every administrator in their own language and deletes nothing", async () => {
    await write("update officials set locale = 'ko' where email = 'admin.dir@example.org'");
    expect(await (await get("/my?close", cookies.owner)).text()).toContain(
      "Ask the club&#x27;s administrators to close your account",
    );
    const response = await fetch(`${server.url}/my`, {
      method: "POST",
      headers: { Cookie: cookies.owner, Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "close-account" }),
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Your request has been sent to the club&#x27;s administrators.");
    const mails = await query<{ recipient: string; subject: string }>(
      "select recipient, subject from outbox where subject like '%asks for their account to be closed%' or subject like '%계정 삭제를 요청했습니다%'",
    );
    expect(mails.find((mail) => mail.recipient === "admin.dir@example.org")?.subject).toContain(
      "계정 삭제를 요청했습니다",
    );
    expect(mails.map((mail) => mail.recipient)).not.toContain("owner@example.org");
    expect(await query("select id from officials where email = 'owner@example.org'")).toHaveLength(1);
    expect((await get("/my", cookies.owner)).status).toBe(200);
    await write("update officials set locale = 'en' where email = 'admin.dir@example.org'");
  });

  it("a member takes their photo, designation and message off the public members page at once, in every language, cached or not", async () => {
    const [owner] = await query<{ photo_id: number | null; storage_key: string | null }>(
      "select m.photo_id, media.storage_key from members m left join media on media.id = m.photo_id where m.id = ?",
      [ownerId],
    );
    const photoKey = (owner?.storage_key ?? "").replace(/\.[a-z]+$/, "");
    expect(photoKey, "the demo member has a photo").not.toBe("");
    const message = "Owner's own words for the public page";
    await write("delete from member_texts where member_id = ?", [ownerId]);
    await write("insert into member_texts (member_id, locale, designation, message) values (?, 'en', ?, ?)", [
      ownerId,
      "Owner Designation",
      message,
    ]);
    const save = (shown: boolean) =>
      fetch(`${server.url}/my/profile`, {
        method: "POST",
        headers: { Cookie: cookies.owner, Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          _form: "member-profile",
          phone,
          phoneSeenBy: "members",
          ...(shown ? { publicPhoto: "on", publicDesignation: "on", publicMessage: "on" } : {}),
        }),
      });
    const pages = ["/members", "/korean/members", "/hindi/members"];
    expect((await save(true)).status).toBe(200);
    for (const path of pages)
      for (let i = 0; i < 2; i++) {
        const page = await (await get(path)).text();
        expect(page, path).toContain("Owner Designation");
        expect(page, path).toContain("Owner&#x27;s own words");
        expect(page, path).toContain(photoKey);
      }
    expect((await save(false)).status).toBe(200);
    for (const path of pages)
      for (let i = 0; i < 2; i++) {
        const page = await (await get(path)).text();
        expect(page, path).not.toContain("Owner Designation");
        expect(page, path).not.toContain("Owner&#x27;s own words");
        expect(page, path).not.toContain(photoKey);
      }
    // The officials' members table still shows everything.
    const table = await (await get("/members-table", cookies.admin)).text();
    expect(table).toContain("Owner Designation");
  });

  it("a member's change to their public entry waits for an official's approval, then shows on /hindi/members", async () => {
    const publicPages = ["/members", "/korean/members", "/hindi/members"];
    const everyPublicPage = async () => {
      const pages: string[] = [];
      for (const path of publicPages) for (let i = 0; i < 2; i++) pages.push(await (await get(path)).text());
      return pages.join("\n");
    };
    // A member may upload an image for it; a video stays the officials'.
    const jpeg = await sharp({ create: { width: 640, height: 640, channels: 3, background: "#b3122e" } })
      .jpeg()
      .toBuffer();
    const upload = (cookie: string) => {
      const body = new FormData();
      body.set("file", new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }), "me.jpg");
      return fetch(`${server.url}/media-upload`, {
        method: "POST",
        headers: { Origin: server.url, Cookie: cookie },
        body,
      });
    };
    const uploaded = await upload(cookies.fellow);
    expect(uploaded.status).toBe(200);
    const photo = (await uploaded.json()) as { id: number; preview: string };
    const photoKey = photo.preview.replace(/^\/media\//, "").replace(/-\d+\.webp$/, "");
    expect(photoKey).not.toBe("");

    const ask = (cookie: string, fields: Record<string, string>) => {
      const body = new FormData();
      body.set("_form", "public-change");
      for (const [name, value] of Object.entries(fields)) body.set(name, value);
      return fetch(`${server.url}/hindi/my/profile`, {
        method: "POST",
        headers: { Origin: server.url, Cookie: cookie },
        body,
      });
    };
    const [fellowNow] = await query<{ name: string }>("select name from members where id = ?", [fellowId]);
    const asked = await ask(cookies.fellow, {
      name: "Fellow Renamed",
      photo: String(photo.id),
      designationEn: "Fellow's New Designation",
      designationHi: "फ़ेलो का नया पद",
      // Another member's id in the form changes nothing of theirs.
      memberId: String(ownerId),
    });
    expect(asked.status).toBe(200);
    expect(await asked.text()).toContain("पदाधिकारी की मंज़ूरी मिलते ही");
    expect(await query("select member_id, name, photo_id from member_public_changes")).toEqual([
      { member_id: fellowId, name: "Fellow Renamed", photo_id: photo.id },
    ]);

    const waiting = await everyPublicPage();
    expect(waiting).not.toContain("Fellow Renamed");
    expect(waiting).not.toContain("फ़ेलो का नया पद");
    expect(waiting).not.toContain(photoKey);
    expect(waiting).toContain(fellowNow?.name ?? "?");

    // A member cannot answer it: the dashboard is the officials'.
    const byMember = await fetch(`${server.url}/dashboard`, {
      method: "POST",
      headers: { Cookie: cookies.fellow, Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "approve-change", memberId: String(fellowId) }),
    });
    expect(byMember.status).toBe(403);
    expect(await query("select member_id from member_public_changes")).toHaveLength(1);

    const dashboard = await (await get("/dashboard", cookies.editor)).text();
    expect(dashboard).toContain("Members&#x27; changes to approve");
    expect(dashboard).toContain("Fellow Renamed");
    expect(dashboard).toContain(photo.preview);
    const answer = (intent: string) =>
      fetch(`${server.url}/dashboard`, {
        method: "POST",
        headers: { Cookie: cookies.editor, Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ intent, memberId: String(fellowId) }),
      });
    const approved = await answer("approve-change");
    expect(approved.status).toBe(200);
    expect(await approved.text()).toContain("Approved: the public members page now shows");
    expect(await query("select member_id from member_public_changes")).toEqual([]);

    const shown = await everyPublicPage();
    expect(shown).toContain("Fellow Renamed");
    expect(shown).toContain("फ़ेलो का नया पद");
    expect(shown).toContain("Fellow&#x27;s New Designation");
    expect(shown).toContain(photoKey);
    expect(await (await answer("approve-change")).text()).toContain("Someone else has already answered this request.");

    // Asking for what is already shown asks nothing; a declined request changes nothing.
    const same = await ask(cookies.fellow, {
      name: "Fellow Renamed",
      designationEn: "Fellow's New Designation",
      designationHi: "फ़ेलो का नया पद",
    });
    expect(await same.text()).toContain("सार्वजनिक पेज पर पहले से यही दिख रहा है");
    expect(await query("select member_id from member_public_changes")).toEqual([]);
    expect((await ask(cookies.fellow, { name: "Declined Name" })).status).toBe(200);
    expect(await (await answer("decline-change")).text()).toContain("Declined:");
    expect(await everyPublicPage()).not.toContain("Declined Name");
    const [after] = await query<{ name: string }>("select name from members where id = ?", [fellowId]);
    expect(after?.name).toBe("Fellow Renamed");
    // The owner's entry never moved.
    expect(await query<{ name: string }>("select name from members where id = ?", [ownerId])).not.toEqual([
      { name: "Fellow Renamed" },
    ]);
    // A refused request says why in the page's language and keeps nothing.
    const refused = await ask(cookies.fellow, { name: "" });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("अपना नाम लिखें।");
    expect(await query("select member_id from member_public_changes")).toEqual([]);
    const video = new FormData();
    video.set("file", new Blob([new Uint8Array(demoMp4)], { type: "video/mp4" }), "me.mp4");
    const videoUpload = await fetch(`${server.url}/media-upload?video=1`, {
      method: "POST",
      headers: { Origin: server.url, Cookie: cookies.fellow },
      body: video,
    });
    expect(videoUpload.status).toBe(415);
  });
});
