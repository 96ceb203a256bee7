import { sql, type Transaction } from "kysely";
import { type ContentData, textOf } from "~/content/data";
import { brandingDocument } from "~/content/fields";
import type { Db, Engine } from "~/db/connect.server";
import { readTogether } from "~/db/reads";
import type { ClubProfileRow, DB, Locale } from "~/db/schema";
import { nowIso } from "~/db/time";
import { defaultLocale, isLocale, locales } from "~/i18n/locales";
import { recordAudit } from "./audit.server";
import { getPublished, type Published } from "./content.server";

export interface SocialLink {
  label: string;
  url: string;
}

/**
 * The club's own facts, which the specification leaves open and officials
 * edit. Its officers are not among them: they are the officer terms of the
 * Handover page, the one source of officers (decision 0054).
 */
export interface ClubProfile {
  /** In the default language (always set). */
  clubName: string;
  /** In the other languages, where officials gave one. */
  clubNames: Partial<Record<Locale, string>>;
  socialLinks: SocialLink[];
  privacyEmail: string;
  upiId: string;
  upiBeneficiary: string;
  bank: { beneficiary: string; account: string; ifsc: string; branch: string; name: string };
  mapLocation: string;
  clubBookUrl: string;
  /** The club's brochure in each language that has one (the home page's hero links it). */
  brochureUrls: Partial<Record<Locale, string>>;
  isDemo: boolean;
}

/** The profile's officer columns, left empty: the officers are terms (decision 0054). */
type ProfileOfficerColumn = `${"president" | "secretary" | "foundation_chair"}_${"name" | "phone" | "email"}`;

/** A club profile's facts as a first start writes them. */
export type ProfileValues = Omit<ClubProfileRow, "id" | "updated_at" | ProfileOfficerColumn>;

/** The club's name and brochure in each language (club_profile_texts). */
export type ClubTexts = Record<Locale, { club_name: string; brochure_url: string }>;

/** What a club starts with when demo content is switched off: every fact left for officials to fill. */
export const emptyProfile: ProfileValues = {
  social_links: "[]",
  privacy_email: "",
  upi_id: "",
  upi_beneficiary: "",
  bank_beneficiary: "",
  bank_account: "",
  bank_ifsc: "",
  bank_branch: "",
  bank_name: "",
  map_location: "Uttar Pradesh, India",
  club_book_url: "",
  is_demo: 0,
};

export const emptyClubTexts: ClubTexts = {
  en: { club_name: "Rotary Club", brochure_url: "" },
  ko: { club_name: "로타리 클럽", brochure_url: "" },
  hi: { club_name: "रोटरी क्लब", brochure_url: "" },
};

/**
 * Writes the club's first profile, unless one exists, and then `alongside` in
 * the same transaction (the demo content). The profile row is the marker that
 * a club has started, so what comes with it is written exactly once.
 * Processes starting together take turns (an IMMEDIATE transaction on SQLite,
 * an advisory lock on PostgreSQL) and look for the marker again once it is
 * their turn.
 */
export async function startClubProfile(
  db: Db,
  engine: Engine | undefined,
  start: { profile: ProfileValues; texts: ClubTexts; alongside?: (trx: Transaction<DB>) => Promise<void> } = {
    profile: emptyProfile,
    texts: emptyClubTexts,
  },
): Promise<"seeded" | "present"> {
  const existing = await db.selectFrom("club_profile").select("id").where("id", "=", 1).executeTakeFirst();
  if (existing) return "present";
  return db.transaction().execute(async (trx) => {
    if (engine === "postgres") await sql`select pg_advisory_xact_lock(hashtext('seed'))`.execute(trx);
    const seeded = await trx.selectFrom("club_profile").select("id").where("id", "=", 1).executeTakeFirst();
    if (seeded) return "present" as const;
    await trx
      .insertInto("club_profile")
      .values({ id: 1, ...start.profile, updated_at: nowIso() })
      .execute();
    await trx
      .insertInto("club_profile_texts")
      .values(Object.entries(start.texts).map(([locale, text]) => ({ locale: locale as Locale, ...text })))
      .execute();
    await start.alongside?.(trx);
    return "seeded" as const;
  });
}

type TextRow = { locale: string; club_name: string; brochure_url: string };

export function toClubProfile(row: ClubProfileRow, texts: TextRow[]): ClubProfile {
  const clubNames: Partial<Record<Locale, string>> = {};
  const brochureUrls: Partial<Record<Locale, string>> = {};
  for (const text of texts) {
    if (!isLocale(text.locale)) continue;
    if (text.club_name) clubNames[text.locale] = text.club_name;
    if (text.brochure_url) brochureUrls[text.locale] = text.brochure_url;
  }
  return {
    clubName: clubNames[defaultLocale] ?? "",
    clubNames,
    socialLinks: JSON.parse(row.social_links) as SocialLink[],
    privacyEmail: row.privacy_email,
    upiId: row.upi_id,
    upiBeneficiary: row.upi_beneficiary,
    bank: {
      beneficiary: row.bank_beneficiary,
      account: row.bank_account,
      ifsc: row.bank_ifsc,
      branch: row.bank_branch,
      name: row.bank_name,
    },
    mapLocation: row.map_location,
    clubBookUrl: row.club_book_url,
    brochureUrls,
    isDemo: row.is_demo === 1,
  };
}

/** `branding`: the published branding document, when it is read already. */
export async function getClubProfile(db: Db, branding?: Promise<Published>): Promise<ClubProfile> {
  const [row, texts] = await readTogether(db, [
    () => db.selectFrom("club_profile").selectAll().where("id", "=", 1).executeTakeFirst(),
    () => db.selectFrom("club_profile_texts").select(["locale", "club_name", "brochure_url"]).execute(),
  ]);
  if (!row) throw new Error("The club profile is missing: start-up seeding did not run.");
  return withBrandingNames(toClubProfile(row, texts), (await (branding ?? getPublished(db, brandingDocument))).data);
}

/** The club's name in each language, the one source for pages, previews, feeds, calendars and e-mails. */
export async function getClubNames(db: Db): Promise<Pick<ClubProfile, "clubName" | "clubNames">> {
  const texts = await db.selectFrom("club_profile_texts").select(["locale", "club_name"]).execute();
  const clubNames: Partial<Record<Locale, string>> = {};
  for (const text of texts) if (isLocale(text.locale) && text.club_name) clubNames[text.locale] = text.club_name;
  const { clubName, clubNames: names } = withBrandingNames(
    { clubName: clubNames[defaultLocale] ?? "", clubNames } as ClubProfile,
    (await getPublished(db, brandingDocument)).data,
  );
  return { clubName, clubNames: names };
}

/**
 * The club's name in each language is edited with the logo (Pages: Logo and
 * name) and published like the rest of the content; the names stored with
 * the profile are what a database had before, and stay the fallback.
 */
function withBrandingNames(profile: ClubProfile, branding: ContentData): ClubProfile {
  const clubNames = { ...profile.clubNames };
  for (const locale of locales) {
    const name = textOf(branding, locale, "clubName").trim();
    if (name) clubNames[locale] = name;
  }
  return { ...profile, clubNames, clubName: clubNames[defaultLocale] ?? profile.clubName };
}

/** The club's name in `locale`, or in the default language where none was given. */
export function clubNameIn(profile: Pick<ClubProfile, "clubName" | "clubNames">, locale: Locale): string {
  return profile.clubNames[locale] || profile.clubName;
}

/**
 * What a page in `locale` needs: the club's name in that language (or the
 * default one) and that language's brochure, if any (a brochure in another
 * language is no use to the reader).
 */
export function pageProfile(
  // The payment details are the giving page's alone, and only for Indian citizens (FCRA): never on every page.
  { clubNames, brochureUrls, upiId: _upiId, upiBeneficiary: _upiBeneficiary, bank: _bank, ...profile }: ClubProfile,
  locale: Locale,
) {
  return {
    ...profile,
    clubName: clubNameIn({ clubName: profile.clubName, clubNames }, locale),
    brochureUrl: brochureUrls[locale] ?? "",
  };
}

/** Replaces the club's texts in every language; a language with none of them keeps no row. */
async function writeClubTexts(db: Db, texts: Record<Locale, { clubName: string; brochureUrl: string }>) {
  await db.deleteFrom("club_profile_texts").execute();
  const rows = Object.entries(texts).flatMap(([locale, text]) =>
    isLocale(locale) && (text.clubName || text.brochureUrl)
      ? [{ locale, club_name: text.clubName, brochure_url: text.brochureUrl }]
      : [],
  );
  if (rows.length > 0) await db.insertInto("club_profile_texts").values(rows).execute();
}

/** The club profile as officials save it (app/forms/club-profile.ts checks and shapes it). */
export interface ClubProfileInput {
  socialLinks: { label: string; url: string }[];
  privacyEmail: string;
  upiId: string;
  upiBeneficiary: string;
  bankBeneficiary: string;
  bankAccount: string;
  bankIfsc: string;
  bankBranch: string;
  bankName: string;
  mapLocation: string;
  clubBookUrl: string;
  isDemo: boolean;
  /** Per language of the registry; a language left out has none. */
  brochureUrls: Partial<Record<Locale, string>>;
}

/** Saves the whole profile and records who changed it. */
export async function saveClubProfile(db: Db, officialId: number, input: ClubProfileInput) {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("club_profile")
      .set({
        social_links: JSON.stringify(input.socialLinks),
        privacy_email: input.privacyEmail,
        upi_id: input.upiId,
        upi_beneficiary: input.upiBeneficiary,
        bank_beneficiary: input.bankBeneficiary,
        bank_account: input.bankAccount,
        bank_ifsc: input.bankIfsc,
        bank_branch: input.bankBranch,
        bank_name: input.bankName,
        map_location: input.mapLocation,
        club_book_url: input.clubBookUrl,
        is_demo: input.isDemo ? 1 : 0,
        updated_at: nowIso(),
      })
      .where("id", "=", 1)
      .execute();
    const names = new Map(
      (await trx.selectFrom("club_profile_texts").select(["locale", "club_name"]).execute()).map((r) => [
        r.locale,
        r.club_name,
      ]),
    );
    await writeClubTexts(
      trx,
      Object.fromEntries(
        locales.map((locale) => [
          locale,
          { clubName: names.get(locale) ?? "", brochureUrl: input.brochureUrls[locale] ?? "" },
        ]),
      ) as Record<Locale, { clubName: string; brochureUrl: string }>,
    );
    await recordAudit(trx, officialId, "update", "club_profile", "1", "club profile saved");
  });
}
