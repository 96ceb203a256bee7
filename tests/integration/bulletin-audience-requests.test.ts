import crypto from "node:crypto";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseReader, databaseWriter } from "../helpers/forms";
import { signInCookie } from "../helpers/raw-http";
import { type RunningServer, startServer, tempDataDir } from "../helpers/server";

const secretary = { email: "secretary@example.org", password: "bulletin test passphrase" };

/**
 * The bulletin's sign-up and unsubscribe pages through the built server
 * (issue 26; decision 0081), as RFC 8058 and RFC 2369 ask: a one-click POST
 * unsubscribes without a cookie and answers 200, a GET does not, a repeat is
 * harmless, a forged link is refused, and other mail still reaches the address.
 */
describe("the bulletin's sign-up and one-click unsubscribe", { timeout: 120_000 }, () => {
  let server: RunningServer;
  const dataDir = tempDataDir();
  const read = databaseReader({ dataDir });

  beforeAll(async () => {
    server = await startServer({
      DATA_DIR: dataDir,
      DEMO_CONTENT: "0",
      PUBLIC_URL: "http://club.test",
      FORM_MIN_FILL_SECONDS: "0",
      ADMIN_EMAIL: secretary.email,
      ADMIN_PASSWORD: secretary.password,
    });
  });
  afterAll(async () => {
    await server?.stop();
  });

  /** An account's unsubscribe link, signed as the site signs it, with the site's own key. */
  async function accountLink(id: number, email: string) {
    // Any unsubscribe page makes the key if it is not there yet.
    await (await fetch(`${server.url}/unsubscribe/a1.${"A".repeat(22)}`)).text();
    const [row] = await read<{ value: string }>("select value from app_secrets where name = 'bulletin-unsubscribe'");
    const key = Buffer.from(row?.value ?? "", "base64url");
    const signature = crypto
      .createHmac("sha256", key)
      .update(`unsubscribe.a${id}.${email}`)
      .digest("base64url")
      .slice(0, 22);
    return `/unsubscribe/a${id}.${signature}`;
  }

  const oneClick = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
      body: "List-Unsubscribe=One-Click",
    });
  const unsubscribed = async () =>
    (await read<{ email: string; how: string }>("select email, how from bulletin_unsubscribes")).map(
      (row) => `${row.email} ${row.how}`,
    );

  it("a GET shows the address and a button and unsubscribes nobody; a one-click POST without cookies does, 200, and again", async () => {
    const [official] = await read<{ id: number }>("select id from officials where email = ?", [secretary.email]);
    const link = await accountLink(Number(official?.id), secretary.email);
    const page = await fetch(`${server.url}${link}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toContain("no-store");
    const html = await page.text();
    expect(html).toContain(secretary.email);
    expect(html).toContain("Unsubscribe");
    expect(await unsubscribed()).toEqual([]);
    // A mail service's POST, from its own servers: no cookie, no Origin, or one of its own.
    expect((await oneClick(link, { Origin: "https://mail.example.com" })).status).toBe(200);
    expect(await unsubscribed()).toEqual([`${secretary.email} one-click`]);
    expect((await oneClick(link)).status).toBe(200);
    expect(await unsubscribed()).toEqual([`${secretary.email} one-click`]);
    // In Hindi too, the same link's page.
    expect(await (await fetch(`${server.url}/hindi${link}`)).text()).toContain("सदस्यता छोड़ें");
  });

  it("a forged or altered link is refused, and changes nothing", async () => {
    const [official] = await read<{ id: number }>("select id from officials where email = ?", [secretary.email]);
    const link = await accountLink(Number(official?.id), secretary.email);
    for (const forged of [
      `${link.slice(0, -1)}${link.endsWith("A") ? "B" : "A"}`,
      link.replace("/unsubscribe/a", "/unsubscribe/f"),
      `/unsubscribe/a${Number(official?.id) + 1}${link.slice(link.indexOf("."))}`,
      "/unsubscribe/nothing",
      `/unsubscribe/${"9".repeat(300)}`,
    ]) {
      const response = await oneClick(forged);
      expect(response.status, forged).toBe(404);
      expect(await (await fetch(`${server.url}${forged}`)).text()).toContain("This link does not work.");
    }
    expect((await read("select email from bulletin_unsubscribes")).length).toBe(1);
  });

  it("unsubscribed from bulletins, the address still receives a password-reset e-mail", async () => {
    const response = await fetch(`${server.url}/forgot-password`, {
      method: "POST",
      headers: { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ _form: "forgot-password", email: secretary.email }),
    });
    expect(response.status).toBe(200);
    const mails = await read<{ recipient: string }>("select recipient from outbox where recipient = ?", [
      secretary.email,
    ]);
    expect(mails).toHaveLength(1);
  });

  it("signing up: the same answer for a new address and a subscribed one; only the new one is e-mailed, and stays unconfirmed", async () => {
    const page = await (await fetch(`${server.url}/korean/newsletter`)).text();
    const stamp = page.match(/name="formStarted" value="([^"]+)"/)?.[1] ?? "";
    expect(stamp).not.toBe("");
    const signUp = (email: string, consent = "yes") =>
      fetch(`${server.url}/korean/newsletter`, {
        method: "POST",
        headers: { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ email, consent, formStarted: stamp }),
      });
    const refused = await signUp("friend@example.org", "");
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("소식지를 받으시려면 확인란을 선택해 주세요.");
    const first = await signUp("Friend@Example.org");
    expect(first.status).toBe(200);
    const firstAnswer = await first.text();
    expect(firstAnswer).toContain("받은편지함을 확인해 주세요");
    const [mail] = await read<{ subject: string; body: string }>(
      "select subject, body from outbox where recipient = 'friend@example.org'",
    );
    expect(mail?.subject).toContain("소식지 구독을 확인해 주세요");
    const link = mail?.body.match(/http:\/\/club\.test(\/korean\/newsletter\/confirm\/\S+)/)?.[1] ?? "";
    expect(link).not.toBe("");
    expect(await read("select status from newsletter_friends")).toEqual([{ status: "pending" }]);
    // Opening the link confirms nothing; its button does.
    expect(await (await fetch(`${server.url}${link}`)).text()).toContain("friend@example.org");
    expect(await read("select status from newsletter_friends")).toEqual([{ status: "pending" }]);
    const confirmed = await fetch(`${server.url}${link}`, {
      method: "POST",
      headers: { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: "",
    });
    expect(confirmed.status).toBe(200);
    expect(await read("select status from newsletter_friends")).toEqual([{ status: "confirmed" }]);
    // Subscribed now: the form answers as before, and no second e-mail goes.
    const again = await signUp("friend@example.org");
    const strip = (html: string) => html.replace(/nonce="[^"]*"/g, "").replace(/\d{13}\.[A-Za-z0-9_-]{43}/g, "");
    expect(strip(await again.text())).toBe(strip(firstAnswer));
    expect(await read("select id from outbox where recipient = 'friend@example.org'")).toHaveLength(1);
  });

  it("the sign-up form's per-address limit: past MESSAGE_LIMIT_PER_HOUR sign-ups from one connection, 429 and nothing stored", async () => {
    const page = await (await fetch(`${server.url}/newsletter`)).text();
    const stamp = page.match(/name="formStarted" value="([^"]+)"/)?.[1] ?? "";
    const signUp = (email: string) =>
      fetch(`${server.url}/newsletter`, {
        method: "POST",
        headers: { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ email, consent: "yes", formStarted: stamp }),
      });
    // The test before used some of this connection's 20 (the default limit).
    const [{ n: before } = { n: 0 }] = await read<{ n: number }>("select count(*) as n from newsletter_requests");
    let accepted = 0;
    let refused: Response | null = null;
    for (let i = 0; i < 25 && !refused; i++) {
      const response = await signUp(`flood-${i}@example.org`);
      if (response.status === 429) refused = response;
      else {
        expect(response.status).toBe(200);
        accepted++;
      }
    }
    expect(Number(before) + accepted).toBe(20);
    expect(refused?.headers.get("retry-after")).toBe("3600");
    expect(await refused?.text()).toContain("Too many sign-ups from your connection.");
    expect(
      await read("select email from newsletter_friends where email = ?", [`flood-${accepted}@example.org`]),
    ).toEqual([]);
  });

  it("the bulletin form without JavaScript: a photo posted with it is kept, and a file that is no image is refused on its picker in the official's language", async () => {
    await databaseWriter({ dataDir })("update officials set locale = 'ko' where email = ?", [secretary.email]);
    const cookie = await signInCookie(server.url, secretary.email, secretary.password);
    const post = async (fields: Record<string, string>, file?: { name: string; bytes: Buffer; type: string }) => {
      const body = new FormData();
      for (const [name, value] of Object.entries(fields)) body.set(name, value);
      if (file) body.set("photo1_file", new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
      return fetch(`${server.url}/bulletin-form`, {
        method: "POST",
        redirect: "manual",
        headers: { Cookie: cookie, Origin: server.url },
        body,
      });
    };
    const refused = await post(
      { _form: "bulletin", titleEn: "With a bad file", bodyEn: "Text" },
      { name: "notes.jpg", bytes: Buffer.from("not a picture at all"), type: "image/jpeg" },
    );
    expect(refused.status).toBe(400);
    // In Korean, the official's language, whichever way the file was found wanting.
    expect(await refused.text()).toMatch(/“notes\.jpg” 파일은 (JPEG, PNG|쓸 수 없는 이미지)/);
    expect(
      await read(
        "select id from bulletins where id in (select bulletin_id from bulletin_texts where title = 'With a bad file')",
      ),
    ).toEqual([]);
    const picture = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#2a7" } })
      .jpeg()
      .toBuffer();
    const saved = await post(
      { _form: "bulletin", titleEn: "With a photo", bodyEn: "Text", photo1_altEn: "The well", photo1_altKo: "우물" },
      { name: "well.jpg", bytes: picture, type: "image/jpeg" },
    );
    expect(saved.status).toBe(302);
    const [row] = await read<{ media_id: number }>(
      "select m.media_id from bulletin_media m join bulletin_texts t on t.bulletin_id = m.bulletin_id where t.title = 'With a photo'",
    );
    expect(
      await read("select locale, alt_text from media_texts where media_id = ? order by locale", [row?.media_id]),
    ).toEqual([
      { locale: "en", alt_text: "The well" },
      { locale: "ko", alt_text: "우물" },
    ]);
    await databaseWriter({ dataDir })("update officials set locale = 'en' where email = ?", [secretary.email]);
  });
});
