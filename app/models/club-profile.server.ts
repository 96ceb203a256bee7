import type { Db } from "~/db/connect.server";
import type { ClubProfileRow, Locale } from "~/db/schema";
import { nowIso } from "~/db/time";
import type { ClubProfileInput } from "~/forms/club-profile";
import { defaultLocale, isLocale, translatedLocales } from "~/i18n/locales";
import { recordAudit } from "./audit.server";

export interface SocialLink {
  label: string;
  url: string;
}

export interface Officer {
  name: string;
  phone: string;
  email: string;
}

/** The club's own facts, which the specification leaves open and officials edit. */
export interface ClubProfile {
  /** In the default language (always set). */
  clubName: string;
  /** In the other languages, where officials gave one. */
  clubNames: Partial<Record<Locale, string>>;
  president: Officer;
  secretary: Officer;
  foundationChair: Officer;
  socialLinks: SocialLink[];
  privacyEmail: string;
  upiId: string;
  upiBeneficiary: string;
  bank: { beneficiary: string; account: string; ifsc: string; branch: string; name: string };
  mapLocation: string;
  clubBookUrl: string;
  brochureUrl: string;
  isDemo: boolean;
}

export function toClubProfile(row: ClubProfileRow, texts: { locale: string; club_name: string }[]): ClubProfile {
  const clubNames: Partial<Record<Locale, string>> = {};
  for (const text of texts) if (isLocale(text.locale) && text.club_name) clubNames[text.locale] = text.club_name;
  return {
    clubName: clubNames[defaultLocale] ?? "",
    clubNames,
    president: { name: row.president_name, phone: row.president_phone, email: row.president_email },
    secretary: { name: row.secretary_name, phone: row.secretary_phone, email: row.secretary_email },
    foundationChair: {
      name: row.foundation_chair_name,
      phone: row.foundation_chair_phone,
      email: row.foundation_chair_email,
    },
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
    brochureUrl: row.brochure_url,
    isDemo: row.is_demo === 1,
  };
}

export async function getClubProfile(db: Db): Promise<ClubProfile> {
  const [row, texts] = await Promise.all([
    db.selectFrom("club_profile").selectAll().where("id", "=", 1).executeTakeFirst(),
    db.selectFrom("club_profile_texts").select(["locale", "club_name"]).execute(),
  ]);
  if (!row) throw new Error("The club profile is missing: start-up seeding did not run.");
  return toClubProfile(row, texts);
}

/** The club's name in `locale`, or in the default language where none was given. */
export function clubNameIn(profile: Pick<ClubProfile, "clubName" | "clubNames">, locale: Locale): string {
  return profile.clubNames[locale] || profile.clubName;
}

/** What a page in `locale` needs: the club's name in that language only. */
export function pageProfile({ clubNames, ...profile }: ClubProfile, locale: Locale) {
  return { ...profile, clubName: clubNameIn({ clubName: profile.clubName, clubNames }, locale) };
}

/** Replaces the club's names: the default language's, and each translation (an empty one is removed). */
export async function writeClubNames(db: Db, names: Partial<Record<Locale, string>>) {
  await db.deleteFrom("club_profile_texts").execute();
  const rows = Object.entries(names).flatMap(([locale, name]) =>
    isLocale(locale) && name ? [{ locale, club_name: name }] : [],
  );
  if (rows.length > 0) await db.insertInto("club_profile_texts").values(rows).execute();
}

/** Saves the whole profile and records who changed it. */
export async function saveClubProfile(db: Db, officialId: number, input: ClubProfileInput) {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("club_profile")
      .set({
        president_name: input.presidentName,
        president_phone: input.presidentPhone,
        president_email: input.presidentEmail,
        secretary_name: input.secretaryName,
        secretary_phone: input.secretaryPhone,
        secretary_email: input.secretaryEmail,
        foundation_chair_name: input.foundationChairName,
        foundation_chair_phone: input.foundationChairPhone,
        foundation_chair_email: input.foundationChairEmail,
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
        brochure_url: input.brochureUrl,
        is_demo: input.isDemo ? 1 : 0,
        updated_at: nowIso(),
      })
      .where("id", "=", 1)
      .execute();
    await writeClubNames(trx, {
      [defaultLocale]: input.clubName,
      ...Object.fromEntries(translatedLocales.map((locale) => [locale, input.clubNames[locale] ?? ""])),
    });
    await recordAudit(trx, officialId, "update", "club_profile", "1", `club profile saved (${input.clubName})`);
  });
}
