import { describe, expect, it } from "vitest";
import { nowIso } from "~/db/time";
import {
  confirmationLifetimeMs,
  confirmationResendMs,
  confirmFriend,
  isSubscribedFriend,
  isUnsubscribed,
  recipientOfToken,
  signUpFriend,
  unsubscribe,
  unsubscribeToken,
} from "~/models/bulletin-audience.server";
import { migratedDatabase, testEngines } from "../helpers/engines";

const start = new Date("2026-12-01T10:00:00.000Z");
const later = (ms: number) => new Date(start.getTime() + ms);

/** The confirmation e-mails a sign-up asks for, kept instead of sent. */
function outbox() {
  const sent: { token: string; email: string }[] = [];
  return {
    sent,
    mail: (token: string, email: string) => {
      sent.push({ token, email });
      return null;
    },
  };
}

describe.each(testEngines)("the bulletin's audience: double opt-in and unsubscribing, on $name", ({ setup }) => {
  const handle = migratedDatabase(setup);

  it("a sign-up is pending until its link is confirmed; the link works once, for 7 days", async () => {
    const { db } = handle.database;
    const { sent, mail } = outbox();
    const { token } = await signUpFriend(db, { email: " Asha@Example.org ", locale: "hi" }, mail, start);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(sent).toEqual([{ token, email: "asha@example.org" }]);
    expect(await isSubscribedFriend(db, "asha@example.org")).toBe(false);
    expect(await confirmFriend(db, `${token}x`, later(1000))).toBe("invalid");
    expect(await confirmFriend(db, token as string, later(1000))).toBe("confirmed");
    expect(await isSubscribedFriend(db, "ASHA@example.org")).toBe(true);
    expect(await confirmFriend(db, token as string, later(2000))).toBe("invalid");
  });

  it("an expired link is refused, and signing up again sends a new one; the same answer for a subscribed address", async () => {
    const { db } = handle.database;
    const { sent, mail } = outbox();
    const first = await signUpFriend(db, { email: "ravi@example.org", locale: "en" }, mail, start);
    expect(await confirmFriend(db, first.token as string, later(confirmationLifetimeMs + 1))).toBe("expired");
    expect(await isSubscribedFriend(db, "ravi@example.org")).toBe(false);
    // Asked again at once: no second e-mail (no mail bombing through the form); later, a new link.
    expect((await signUpFriend(db, { email: "ravi@example.org", locale: "en" }, mail, later(1000))).token).toBeNull();
    const again = await signUpFriend(
      db,
      { email: "ravi@example.org", locale: "en" },
      mail,
      later(confirmationResendMs + 1),
    );
    expect(again.token).not.toBeNull();
    expect(sent).toHaveLength(2);
    expect(await confirmFriend(db, again.token as string, later(confirmationResendMs + 2))).toBe("confirmed");
    // Already subscribed: nothing is sent, and the page says the same as for anyone.
    expect(
      (await signUpFriend(db, { email: "ravi@example.org", locale: "en" }, mail, later(2 * confirmationLifetimeMs)))
        .token,
    ).toBeNull();
    expect(sent).toHaveLength(2);
  });

  it("an unsubscribe link works with its signature only; using it twice is harmless; a friend must confirm again to come back", async () => {
    const { db } = handle.database;
    const { mail } = outbox();
    const { token } = await signUpFriend(db, { email: "meera@example.org", locale: "ko" }, mail, start);
    await confirmFriend(db, token as string, later(1000));
    const [friend] = await db
      .selectFrom("newsletter_friends")
      .select("id")
      .where("email", "=", "meera@example.org")
      .execute();
    const link = await unsubscribeToken(db, `f${friend?.id ?? 0}`, "Meera@example.org");
    expect(await recipientOfToken(db, link)).toEqual({ email: "meera@example.org", locale: "ko", bulletinId: null });
    // A bulletin's link also names the bulletin (for its figures); changing that number breaks the signature.
    const ofBulletin = await unsubscribeToken(db, `f${friend?.id ?? 0}`, "meera@example.org", 7);
    expect(await recipientOfToken(db, ofBulletin)).toEqual({ email: "meera@example.org", locale: "ko", bulletinId: 7 });
    expect(await recipientOfToken(db, ofBulletin.replace(".7.", ".8."))).toBeNull();
    const forged = [
      `${link.slice(0, -1)}${link.endsWith("A") ? "B" : "A"}`,
      link.replace(/^f/, "a"),
      `f${(friend?.id ?? 0) + 1}${link.slice(link.indexOf("."))}`,
      "f1.short",
      "x".repeat(300),
    ];
    for (const token of forged) expect(await unsubscribe(db, token, "one-click", later(2000)), token).toBeNull();
    expect(await isUnsubscribed(db, "meera@example.org")).toBe(false);
    expect(await unsubscribe(db, link, "one-click", later(3000))).toBe("unsubscribed");
    expect(await unsubscribe(db, link, "one-click", later(4000))).toBe("already");
    expect(await isSubscribedFriend(db, "meera@example.org")).toBe(false);
    // Signing up again takes a new confirmation, which lifts the unsubscribe.
    const back = await signUpFriend(db, { email: "meera@example.org", locale: "ko" }, mail, later(5000));
    expect(back.token).not.toBeNull();
    expect(await isSubscribedFriend(db, "meera@example.org")).toBe(false);
    await confirmFriend(db, back.token as string, later(6000));
    expect(await isSubscribedFriend(db, "meera@example.org")).toBe(true);
  });

  it("a member's or official's account has an unsubscribe link of its own, signed with its address", async () => {
    const { db } = handle.database;
    const official = await db
      .insertInto("officials")
      .values({ email: "Secretary@example.org", password_hash: "x", created_at: nowIso(), locale: "hi" })
      .returning("id")
      .executeTakeFirstOrThrow();
    const link = await unsubscribeToken(db, `a${official.id}`, "secretary@example.org");
    expect(await recipientOfToken(db, link)).toEqual({
      email: "secretary@example.org",
      locale: "hi",
      bulletinId: null,
    });
    // The address changed since the bulletin was sent: the old link no longer names anyone.
    await db
      .updateTable("officials")
      .set({ email: "new-secretary@example.org" })
      .where("id", "=", official.id)
      .execute();
    expect(await recipientOfToken(db, link)).toBeNull();
  });
});
