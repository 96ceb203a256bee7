import type { AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import { inviteOfficial } from "~/auth/invitations.server";
import { createOfficial } from "~/auth/officials.server";
import type { Official } from "~/auth/session.server";
import { officerTermSchema } from "~/forms/officer-term";
import {
  addTerm,
  endAccessWithTerm,
  getTerm,
  handoverBlocker,
  invitationRoleFor,
  listTerms,
} from "~/models/officer-terms.server";
import { seedIfEmpty } from "~/seed/seed.server";
import { migratedDatabase, testEngines } from "../helpers/engines";

const term = (fields: Record<string, string>) =>
  officerTermSchema.parse({
    rotaryYear: "2026-27",
    role: "president",
    roleLabel: "",
    name: "A. Person",
    phone: "",
    email: "",
    ...fields,
  });

describe("inviting from a term offers the role the office needs", () => {
  it("the incoming President and Secretary are offered administrator, who hand over next year; other offices editor", () => {
    expect(invitationRoleFor("president")).toBe("administrator");
    expect(invitationRoleFor("secretary")).toBe("administrator");
    expect(invitationRoleFor("treasurer")).toBe("editor");
    expect(invitationRoleFor("other")).toBe("editor");
  });
});

describe.each(testEngines)("a handover that explains itself, on $name", ({ setup }) => {
  const handle = migratedDatabase(setup);

  it("a term invited and not accepted yet says when it was invited and as what; refusing to end the outgoing secretary's access names the successor who has not accepted", async () => {
    const { db, engine } = handle.database;
    await seedIfEmpty(db, {} as AppLoadContext["media"], { demo: false, engine });
    const context = { db } as unknown as AppLoadContext;
    const outgoing = await createOfficial(db, "outgoing.secretary@example.org", "a long enough passphrase");
    const me = {
      id: outgoing.id,
      email: "outgoing.secretary@example.org",
      name: "",
      role: "administrator",
    } as Official;
    const mine = await addTerm(db, outgoing.id, term({ rotaryYear: "2025-26", role: "secretary", email: me.email }));
    const next = await addTerm(
      db,
      outgoing.id,
      term({ role: "secretary", name: "N. Secretary", email: "next.secretary@example.org" }),
    );

    const before = await getTerm(db, next);
    expect(before?.official).toBeNull();
    expect(before?.invitation).toBeNull();

    const invitedAt = new Date("2026-05-20T06:00:00Z");
    const sent = await inviteOfficial(
      context,
      me,
      { email: "next.secretary@example.org", role: invitationRoleFor("secretary") },
      "https://club.example.org",
      invitedAt,
    );
    expect(sent.ok).toBe(true);
    const [listed] = (await listTerms(db, ["2026-2027"])).filter((t) => t.id === next);
    expect(listed?.invitation).toEqual({
      role: "administrator",
      invitedAt: invitedAt.toISOString(),
      expiresAt: new Date(invitedAt.getTime() + 72 * 3_600_000).toISOString(),
    });

    // The outgoing secretary is the only administrator who keeps access: the refusal's cause is the open invitation.
    const now = new Date("2026-05-21T06:00:00Z");
    expect(await endAccessWithTerm({ db, engine }, outgoing.id, mine, now)).toEqual({
      ok: false,
      reason: "last-open-access",
    });
    expect(await handoverBlocker(db, outgoing.id, now)).toEqual({
      kind: "invited",
      email: "next.secretary@example.org",
      invitedAt: invitedAt.toISOString(),
      expired: false,
    });
    expect((await handoverBlocker(db, outgoing.id, new Date("2026-06-01T00:00:00Z"))).kind).toBe("invited");
    expect(await handoverBlocker(db, outgoing.id, new Date("2026-06-01T00:00:00Z"))).toMatchObject({ expired: true });
  });

  it("with no invitation, an official who keeps access as an editor is named as the one to make administrator", async () => {
    const { db } = handle.database;
    const admin = await createOfficial(db, "only.admin@example.org", "a long enough passphrase");
    await db.updateTable("official_tokens").set({ used_at: new Date().toISOString() }).execute();
    expect(await handoverBlocker(db, admin.id, new Date())).toMatchObject({ kind: "nobody" });
    await createOfficial(db, "helper@example.org", "another long passphrase", { role: "editor" });
    expect(await handoverBlocker(db, admin.id, new Date())).toEqual({ kind: "editor", email: "helper@example.org" });
  });
});
