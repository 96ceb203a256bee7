import type { FieldMetadata } from "@conform-to/react";
import { Link } from "react-router";
import { requireOfficial } from "~/auth/session.server";
import { AdminPage } from "~/components/admin-page";
import { CheckboxField, FormField, OfficialForm, SubmitButton, useOfficialForm } from "~/components/official-form";
import { Sentence } from "~/components/sentence";
import { now } from "~/context";
import { clubProfileFormSchema, clubProfileMessages } from "~/forms/club-profile";
import type { FormReply } from "~/forms/conform";
import { encodeBase } from "~/forms/edit-base";
import { localizedField } from "~/forms/locale-fields";
import { readEditSubmission, replyConflict, replyDone, replyFailed, replyInvalid } from "~/forms/official-form.server";
import { type ClubProfileCopy, clubProfileCopy } from "~/i18n/content/admin/club-profile";
import { demoContentCopy, demoWordsIn } from "~/i18n/content/admin/demo-content";
import { translatorOf } from "~/i18n/content/admin/editing";
import { officerRoleWords } from "~/i18n/content/admin/roles";
import { defaultLocale, type Locale, languageOf, translatedLocales } from "~/i18n/locales";
import { fill } from "~/i18n/types";
import { formatRotaryYear, rotaryYearAt } from "~/lib/rotary-year";
import { log } from "~/log.server";
import { type ClubProfile, getClubProfile, saveClubProfile } from "~/models/club-profile.server";
import { termsOfYearAt } from "~/models/officer-terms.server";
import { type DemoContentSummary, demoContentSummary, demoContentWords } from "~/models/trash.server";
import type { Route } from "./+types/club-profile";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.copy.title }];

/** The demo content in words, in the official's language (English as the model words it). */
function demoWordsOf(summary: DemoContentSummary, locale: Locale): string {
  if (locale === defaultLocale) return demoContentWords(summary);
  return demoWordsIn(demoContentCopy[locale], {
    projects: summary.projects.length,
    events: summary.events.length,
    members: summary.members.length,
    officerTerms: summary.officerTerms.length,
    pastPresidents: summary.pastPresidents.length,
    photos: summary.photos,
  });
}

/** The form's messages in the official's language, in the browser and in the action. */
const translatorFor = (copy: ClubProfileCopy) => translatorOf(clubProfileMessages, copy.messages);

/** The form's values for a stored profile. */
function asValues(p: ClubProfile): Record<string, string> {
  return {
    socialLinks: p.socialLinks.map((l) => `${l.label} | ${l.url}`).join("\n"),
    privacyEmail: p.privacyEmail,
    upiId: p.upiId,
    upiBeneficiary: p.upiBeneficiary,
    bankBeneficiary: p.bank.beneficiary,
    bankAccount: p.bank.account,
    bankIfsc: p.bank.ifsc,
    bankBranch: p.bank.branch,
    bankName: p.bank.name,
    mapLocation: p.mapLocation,
    clubBookUrl: p.clubBookUrl,
    ...Object.fromEntries(translatedLocales.map((l) => [localizedField("brochureUrl", l), p.brochureUrls[l] ?? ""])),
    isDemo: p.isDemo ? "on" : "",
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const official = await requireOfficial(request, context);
  const copy = clubProfileCopy[official.locale];
  const at = now(context);
  const [profile, demo, terms] = await Promise.all([
    getClubProfile(context.db),
    demoContentSummary(context.db),
    termsOfYearAt(context.db, at),
  ]);
  return {
    copy,
    values: asValues(profile),
    demoWords: demoWordsOf(demo, official.locale),
    rotaryYear: formatRotaryYear(rotaryYearAt(at)),
    // The officers are the Handover page's terms (decision 0054): shown here, edited there.
    officers: terms.map(({ id, role, office, name, phone, email, isDemo }) => ({
      id,
      office: role === "other" ? office : officerRoleWords[official.locale][role],
      name,
      phone,
      email,
      isDemo,
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const official = await requireOfficial(request, context);
  const copy = clubProfileCopy[official.locale];
  const stored = asValues(await getClubProfile(context.db));
  const { submission, conflicts } = await readEditSubmission(
    request,
    clubProfileFormSchema,
    stored,
    (name) => profileFieldLabel(name, copy),
    translatorFor(copy),
  );
  if (conflicts.length > 0)
    return replyConflict(submission, { base: encodeBase(stored), fields: conflicts, by: null, at: null });
  if (submission.status !== "success") return replyInvalid(submission, { message: copy.correct });
  try {
    await saveClubProfile(context.db, official.id, submission.value);
    // Switching the demo notice off while demo records are still public (decision 0047).
    const demo = submission.value.isDemo ? "" : demoWordsOf(await demoContentSummary(context.db), official.locale);
    return replyDone(submission, demo ? fill(copy.savedWithDemo, { words: demo }) : copy.saved);
  } catch (error) {
    log.error("saving the club profile failed", { err: error });
    return replyFailed(submission, copy.failed);
  }
}

type FieldName = keyof ClubProfileCopy["fields"];

/** The form's groups: each field's name, its label's key and its input type. */
const sections: [
  heading: keyof ClubProfileCopy["sections"],
  fields: [name: string, label: FieldName, type?: "url" | "email", locale?: Locale][],
][] = [
  [
    "donations",
    [
      ["upiId", "upiId"],
      ["upiBeneficiary", "upiBeneficiary"],
      ["bankBeneficiary", "bankBeneficiary"],
      ["bankAccount", "bankAccount"],
      ["bankIfsc", "bankIfsc"],
      ["bankBranch", "bankBranch"],
      ["bankName", "bankName"],
    ],
  ],
  [
    "links",
    [
      ["privacyEmail", "privacyEmail", "email"],
      ["mapLocation", "mapLocation"],
      ["clubBookUrl", "clubBookUrl", "url"],
      ...translatedLocales.map(
        (l) => [localizedField("brochureUrl", l), "brochureUrl", "url", l] as [string, FieldName, "url", Locale],
      ),
    ],
  ],
];

/** A field's label in the copy's language: "Brochure link (Korean)". */
function labelOf(copy: ClubProfileCopy, label: FieldName, locale?: Locale): string {
  if (!locale) return copy.fields[label];
  const language = (copy.languages as Record<string, string | undefined>)[locale] ?? languageOf(locale).englishName;
  return fill(copy.fields[label], { language });
}

/**
 * "IFSC": a club profile field's label by its name, for the list of conflicts;
 * null for a name the profile has no field for (a page opened before the
 * officers moved to Handover still posts `presidentName`).
 */
function profileFieldLabel(name: string, copy: ClubProfileCopy): string | null {
  for (const [, names] of sections) {
    const found = names.find(([field]) => field === name);
    if (found) return labelOf(copy, found[1], found[3]);
  }
  if (name === "socialLinks") return copy.fields.socialLinks;
  if (name === "isDemo") return copy.fields.isDemo;
  return null;
}

export default function ClubProfilePage({ loaderData, actionData }: Route.ComponentProps) {
  const { copy } = loaderData;
  return (
    <AdminPage title={copy.title}>
      <p>{copy.intro}</p>
      <Officers rotaryYear={loaderData.rotaryYear} officers={loaderData.officers} copy={copy} />
      <p>
        <Sentence text={copy.branding} parts={{ link: <Link to="/content/branding">{copy.brandingLink}</Link> }} />
      </p>
      {loaderData.demoWords ? (
        <section aria-labelledby="demo-heading" className="demo-warning">
          <h2 id="demo-heading">{copy.demoHeading}</h2>
          <p>
            <Sentence
              text={copy.demoStill}
              parts={{ words: loaderData.demoWords, link: <Link to="/demo-content">{copy.removeDemo}</Link> }}
            />
          </p>
        </section>
      ) : null}
      {/* Remounts when the stored profile changes, so the fields show what was saved (e.g. the IFSC in capitals). */}
      <ClubProfileForm
        key={Object.values(loaderData.values).join("|")}
        saved={loaderData.values}
        reply={actionData}
        copy={copy}
      />
    </AdminPage>
  );
}

/** This year's officers as the footer lists them, read only: they are entered and changed on the Handover page. */
function Officers({
  rotaryYear,
  officers,
  copy,
}: {
  rotaryYear: string;
  officers: Route.ComponentProps["loaderData"]["officers"];
  copy: ClubProfileCopy;
}) {
  return (
    <section aria-labelledby="officers-heading">
      <h2 id="officers-heading">{fill(copy.officersHeading, { year: rotaryYear })}</h2>
      <p>{copy.officersIntro}</p>
      {officers.length === 0 ? (
        <p>{fill(copy.noOfficers, { year: rotaryYear })}</p>
      ) : (
        <ul className="officer-list">
          {officers.map((officer) => (
            <li key={officer.id} className="officer-card">
              <h3>{officer.office}</h3>
              <p className="officer-name">{officer.name}</p>
              {officer.phone ? <p>{officer.phone}</p> : null}
              {officer.email ? <p className="muted">{officer.email}</p> : null}
              {officer.isDemo ? <p className="muted">{copy.demoOfficer}</p> : null}
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to="/handover" className="button">
          {copy.editOfficers}
        </Link>
      </p>
    </section>
  );
}

function ClubProfileForm({
  saved,
  reply,
  copy,
}: {
  saved: Record<string, string>;
  reply: FormReply | undefined;
  copy: ClubProfileCopy;
}) {
  const { form, fields } = useOfficialForm({
    id: "club-profile",
    schema: clubProfileFormSchema,
    reply,
    defaultValue: saved,
    translate: translatorFor(copy),
  });
  // The per-language fields (clubNameKo, brochureUrlHi…) are named from the registry, so they are looked up by name.
  // (Conform's fields object answers every name.)
  const byName = (name: string) =>
    (fields as unknown as Record<string, FieldMetadata<unknown>>)[name] as FieldMetadata<unknown>;
  return (
    <OfficialForm form={form} reply={reply} base={saved}>
      {sections.map(([heading, names]) => (
        <fieldset key={heading} className="form-group">
          <legend>{copy.sections[heading]}</legend>
          {names.map(([name, label, type, locale]) => (
            <FormField key={name} field={byName(name)} label={labelOf(copy, label, locale)} type={type} />
          ))}
        </fieldset>
      ))}
      <fieldset className="form-group">
        <legend>{copy.fields.socialLinks}</legend>
        <FormField field={fields.socialLinks} label={copy.socialHint} multiline />
      </fieldset>
      <CheckboxField field={fields.isDemo} label={copy.demoCheckbox} />
      <SubmitButton busyLabel={copy.saving}>{copy.save}</SubmitButton>
    </OfficialForm>
  );
}
