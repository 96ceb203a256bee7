import crypto from "node:crypto";
import { adminDb, newAddress } from "./accounts";

/**
 * Everything a refused account's requests could have changed, and nothing
 * else: other workers' tests write to the same server at the same time (they
 * sign in, save the club profile, add terms), so whole tables are no
 * fingerprint. `adminId`: the administrator the posts aim at; `actorId`: the
 * account that sends them.
 */
export function refusalFingerprint(adminId: number, actorId: number) {
  const db = adminDb();
  const queries: [string, ...unknown[]][] = [
    [
      "select id, email, role, name, password_hash, access_ends_at from officials where id in (?, ?) order by id",
      adminId,
      actorId,
    ],
    ["select count(*) from officials where email like 'intruder.%'"],
    ["select id, email from official_tokens where email like 'intruder.%' or created_by = ?", actorId],
    ["select count(*) from outbox where recipient like 'intruder.%'"],
    [
      "select id, action, entity, entity_id from audit_log where official_id = ? and action <> 'sign-in' order by id",
      actorId,
    ],
    ["select count(*) from club_profile where upi_id = 'hacked@okbank'"],
    ["select count(*) from club_profile_texts where club_name = 'Hacked'"],
    ["select count(*) from officer_terms where name = 'Hacked' or rotary_year = '2030-2031'"],
    ["select count(*) from receiving_body where registered_name = 'Hacked'"],
  ];
  const hash = crypto.createHash("sha256");
  for (const [sql, ...parameters] of queries) hash.update(JSON.stringify(db.prepare(sql).all(...parameters)));
  db.close();
  return hash.digest("hex");
}

/** Every form the administrator-only screens take, each aimed at the administrator. */
export function adminOnlyPosts(adminId: number): [path: string, form: Record<string, string>][] {
  const target = String(adminId);
  return [
    ["/officials", { _form: "invite-official", email: newAddress("intruder"), role: "administrator" }],
    ["/officials", { _form: "change-role", id: target, role: "editor" }],
    ["/officials", { _form: "remove-official", id: target }],
    ["/officials", { _form: "withdraw-invitation", id: "1" }],
    ["/officials", {}],
    ["/club-profile", { clubName: "Hacked", upiId: "hacked@okbank" }],
    ["/activity", { intent: "delete" }],
    ["/handover", { intent: "add-term", rotaryYear: "2030-31", role: "president", name: "Hacked" }],
    ["/handover", { intent: "end-access", id: "1" }],
    ["/handover", { intent: "keep-access", id: "1" }],
    ["/handover", { intent: "remove-term", id: "1" }],
    ["/handover", { intent: "edit-term", id: "1", name: "Hacked" }],
    ["/gifts/settings", { registeredName: "Hacked", pan: "AAATH1234Q", fcraAccount: "Hacked" }],
  ];
}
