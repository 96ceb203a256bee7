import type { Db } from "~/db/connect.server";
import type { SeenBy } from "~/db/schema";
import { nowIso } from "~/db/time";
import type { AccountRole } from "~/lib/role-labels";
import { recordAudit } from "./audit.server";

/** A member's profile as its owner edits it: every field ("" when empty), and who may see each private one. */
export interface OwnProfile {
  classification: string;
  phone: string;
  phoneSeenBy: SeenBy;
  whatsapp: string;
  whatsappSeenBy: SeenBy;
  email: string;
  emailSeenBy: SeenBy;
  address: string;
  addressSeenBy: SeenBy;
  /** YYYY-MM-DD. */
  birthDate: string;
  birthdaySeenBy: SeenBy;
  spouseName: string;
  /** YYYY-MM-DD. */
  anniversary: string;
  anniversarySeenBy: SeenBy;
  phfLevel: string;
  /** Rotary International's member number. */
  rotaryId: string;
  recognitions: string;
  committees: string;
  /** Whether the public members page shows each: a member may take any of them off at once. */
  publicPhoto: boolean;
  publicDesignation: boolean;
  publicMessage: boolean;
}

const emptyProfile: OwnProfile = {
  classification: "",
  phone: "",
  phoneSeenBy: "nobody",
  whatsapp: "",
  whatsappSeenBy: "nobody",
  email: "",
  emailSeenBy: "nobody",
  address: "",
  addressSeenBy: "nobody",
  birthDate: "",
  birthdaySeenBy: "nobody",
  spouseName: "",
  anniversary: "",
  anniversarySeenBy: "nobody",
  phfLevel: "",
  rotaryId: "",
  recognitions: "",
  committees: "",
  publicPhoto: true,
  publicDesignation: true,
  publicMessage: true,
};

/** The member's profile; an empty one (everything seen by nobody) when they have not saved one yet. */
export async function ownProfile(db: Db, memberId: number): Promise<OwnProfile> {
  const row = await db.selectFrom("member_profiles").selectAll().where("member_id", "=", memberId).executeTakeFirst();
  if (!row) return { ...emptyProfile };
  return {
    classification: row.classification,
    phone: row.phone,
    phoneSeenBy: row.phone_seen_by,
    whatsapp: row.whatsapp,
    whatsappSeenBy: row.whatsapp_seen_by,
    email: row.email,
    emailSeenBy: row.email_seen_by,
    address: row.address,
    addressSeenBy: row.address_seen_by,
    birthDate: row.birth_date ?? "",
    birthdaySeenBy: row.birthday_seen_by,
    spouseName: row.spouse_name,
    anniversary: row.anniversary ?? "",
    anniversarySeenBy: row.anniversary_seen_by,
    phfLevel: row.phf_level,
    rotaryId: row.rotary_id,
    recognitions: row.recognitions,
    committees: row.committees,
    publicPhoto: row.public_photo === 1,
    publicDesignation: row.public_designation === 1,
    publicMessage: row.public_message === 1,
  };
}

/**
 * Saves the member's own profile at once (nothing here is public, so nothing
 * waits for an official), and says so in the activity log without the values.
 */
export async function saveOwnProfile(db: Db, accountId: number, memberId: number, input: OwnProfile) {
  const values = {
    classification: input.classification,
    phone: input.phone,
    phone_seen_by: input.phoneSeenBy,
    whatsapp: input.whatsapp,
    whatsapp_seen_by: input.whatsappSeenBy,
    email: input.email,
    email_seen_by: input.emailSeenBy,
    address: input.address,
    address_seen_by: input.addressSeenBy,
    birth_date: input.birthDate || null,
    birthday_seen_by: input.birthdaySeenBy,
    spouse_name: input.spouseName,
    anniversary: input.anniversary || null,
    anniversary_seen_by: input.anniversarySeenBy,
    phf_level: input.phfLevel,
    rotary_id: input.rotaryId,
    recognitions: input.recognitions,
    committees: input.committees,
    public_photo: input.publicPhoto ? (1 as const) : (0 as const),
    public_designation: input.publicDesignation ? (1 as const) : (0 as const),
    public_message: input.publicMessage ? (1 as const) : (0 as const),
    updated_at: nowIso(),
  };
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("member_profiles")
      .values({ member_id: memberId, ...values })
      .onConflict((oc) => oc.column("member_id").doUpdateSet(values))
      .execute();
    await recordAudit(trx, accountId, "update", "member", String(memberId), "changed their own profile");
  });
}

/** Who is looking: administrators see every detail, anyone else what its owner lets members see. */
export interface Viewer {
  memberId: number | null;
  role: AccountRole;
}

/** One member as the members' directory shows them to `viewer`: hidden details are absent, not blanked. */
export interface DirectoryEntry {
  id: number;
  name: string;
  memberNo: string;
  classification: string;
  committees: string;
  phfLevel: string;
  rotaryId: string;
  phone?: string;
  whatsapp?: string;
  email?: string;
  address?: string;
  /** MM-DD: the day, never the year. */
  birthday?: string;
  spouseName?: string;
  /** MM-DD. */
  anniversary?: string;
}

const dayOf = (date: string | null) => (date ? date.slice(5) : undefined);

/**
 * Every member, by name, with what `viewer` may see of each: a detail set to
 * "nobody" reaches only its owner and the administrators. The one place the
 * rule is applied: the directory page, its contact cards and its PDF all read
 * from here.
 */
export async function directory(db: Db, viewer: Viewer): Promise<DirectoryEntry[]> {
  const rows = await db
    .selectFrom("members as m")
    .leftJoin("member_profiles as p", "p.member_id", "m.id")
    .select([
      "m.id",
      "m.name",
      "m.member_no",
      "p.classification",
      "p.committees",
      "p.phf_level",
      "p.rotary_id",
      "p.phone",
      "p.phone_seen_by",
      "p.whatsapp",
      "p.whatsapp_seen_by",
      "p.email",
      "p.email_seen_by",
      "p.address",
      "p.address_seen_by",
      "p.birth_date",
      "p.birthday_seen_by",
      "p.spouse_name",
      "p.anniversary",
      "p.anniversary_seen_by",
    ])
    .orderBy("m.name")
    .orderBy("m.id")
    .limit(2000)
    .execute();
  return rows.map((row) => {
    const everything = viewer.role === "administrator" || viewer.memberId === row.id;
    const shown = (seenBy: SeenBy | null, value: string | null | undefined) =>
      value && (everything || seenBy === "members") ? value : undefined;
    return {
      id: row.id,
      name: row.name,
      memberNo: row.member_no,
      classification: row.classification ?? "",
      committees: row.committees ?? "",
      phfLevel: row.phf_level ?? "",
      rotaryId: row.rotary_id ?? "",
      phone: shown(row.phone_seen_by, row.phone),
      whatsapp: shown(row.whatsapp_seen_by, row.whatsapp),
      email: shown(row.email_seen_by, row.email),
      address: shown(row.address_seen_by, row.address),
      birthday: shown(row.birthday_seen_by, dayOf(row.birth_date)),
      spouseName: shown(row.anniversary_seen_by, row.spouse_name),
      anniversary: shown(row.anniversary_seen_by, dayOf(row.anniversary)),
    };
  });
}

/**
 * Everything the site holds about one person (India's DPDP Act: a person may
 * see their data): their account (never the password's hash, only whether
 * there is one), their member entry with its texts, and their profile with
 * who may see each detail.
 */
export async function personalData(db: Db, account: { id: number; memberId: number | null }) {
  const row = await db
    .selectFrom("officials")
    .select(["email", "name", "role", "locale", "created_at", "last_sign_in_at", "password_hash"])
    .where("id", "=", account.id)
    .executeTakeFirstOrThrow();
  const member =
    account.memberId === null
      ? null
      : await db
          .selectFrom("members")
          .select(["member_no", "name", "joined_on", "created_at", "updated_at"])
          .where("id", "=", account.memberId)
          .executeTakeFirst();
  const texts =
    account.memberId === null
      ? []
      : await db
          .selectFrom("member_texts")
          .select(["locale", "designation", "message"])
          .where("member_id", "=", account.memberId)
          .orderBy("locale")
          .execute();
  return {
    exportedAt: new Date().toISOString(),
    account: {
      email: row.email,
      name: row.name,
      role: row.role,
      language: row.locale,
      createdAt: row.created_at,
      lastSignInAt: row.last_sign_in_at,
      hasPassword: row.password_hash !== "",
    },
    member: member ? { ...member, texts } : null,
    profile: account.memberId === null ? null : await ownProfile(db, account.memberId),
  };
}
