import type { FieldMetadata } from "@conform-to/react";
import { Link } from "react-router";
import { requireOfficial } from "~/auth/session.server";
import { AdminPage } from "~/components/admin-page";
import { CheckboxField, FormField, OfficialForm, SubmitButton, useOfficialForm } from "~/components/official-form";
import { now } from "~/context";
import { clubProfileFormSchema } from "~/forms/club-profile";
import type { FormReply } from "~/forms/conform";
import { encodeBase } from "~/forms/edit-base";
import { localizedField } from "~/forms/locale-fields";
import { readEditSubmission, replyConflict, replyDone, replyFailed, replyInvalid } from "~/forms/official-form.server";
import { languageOf, translatedLocales } from "~/i18n/locales";
import { formatRotaryYear, rotaryYearAt } from "~/lib/rotary-year";
import { log } from "~/log.server";
import { type ClubProfile, getClubProfile, saveClubProfile } from "~/models/club-profile.server";
import { termsOfYearAt } from "~/models/officer-terms.server";
import { demoContentSummary, demoContentWords } from "~/models/trash.server";
import type { Route } from "./+types/club-profile";

export const meta: Route.MetaFunction = () => [{ title: "Club profile" }];

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
  await requireOfficial(request, context);
  const at = now(context);
  const [profile, demo, terms] = await Promise.all([
    getClubProfile(context.db),
    demoContentSummary(context.db),
    termsOfYearAt(context.db, at),
  ]);
  return {
    values: asValues(profile),
    demoWords: demoContentWords(demo),
    rotaryYear: formatRotaryYear(rotaryYearAt(at)),
    // The officers are the Handover page's terms (decision 0054): shown here, edited there.
    officers: terms.map(({ id, office, name, phone, email, isDemo }) => ({ id, office, name, phone, email, isDemo })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const official = await requireOfficial(request, context);
  const stored = asValues(await getClubProfile(context.db));
  const { submission, conflicts } = await readEditSubmission(request, clubProfileFormSchema, stored, profileFieldLabel);
  if (conflicts.length > 0)
    return replyConflict(submission, { base: encodeBase(stored), fields: conflicts, by: null, at: null });
  if (submission.status !== "success")
    return replyInvalid(submission, { message: "Please correct the fields marked below." });
  try {
    await saveClubProfile(context.db, official.id, submission.value);
    // Switching the demo notice off while demo records are still public (decision 0047).
    const demo = submission.value.isDemo ? "" : demoContentWords(await demoContentSummary(context.db));
    return replyDone(
      submission,
      demo
        ? `Club profile saved. The demo notice is off, but the site still shows demo content: ${demo}. Remove it on Demo content.`
        : "Club profile saved. Public pages show the change now.",
    );
  } catch (error) {
    log.error("saving the club profile failed", { err: error });
    return replyFailed(submission, "The club profile could not be saved. Please try again.");
  }
}

const sections: [heading: string, fields: [name: string, label: string, type?: "tel" | "email" | "url"][]][] = [
  [
    "Donations",
    [
      ["upiId", "UPI ID (e.g. clubname@bank)"],
      ["upiBeneficiary", "UPI beneficiary name"],
      ["bankBeneficiary", "Bank beneficiary name"],
      ["bankAccount", "Account number"],
      ["bankIfsc", "IFSC"],
      ["bankBranch", "Branch"],
      ["bankName", "Bank"],
    ],
  ],
  [
    "Links and places",
    [
      ["privacyEmail", "Privacy contact e-mail", "email"],
      ["mapLocation", "Map location (address or place name)"],
      ["clubBookUrl", "Club book link", "url"],
      ...translatedLocales.map(
        (l) =>
          [localizedField("brochureUrl", l), `Brochure link (${languageOf(l).englishName})`, "url"] as [
            string,
            string,
            "url",
          ],
      ),
    ],
  ],
];

/**
 * "IFSC": a club profile field's label by its name, for the list of conflicts;
 * null for a name the profile has no field for (a page opened before the
 * officers moved to Handover still posts `presidentName`).
 */
function profileFieldLabel(name: string): string | null {
  for (const [, names] of sections) {
    const found = names.find(([field]) => field === name);
    if (found) return found[1];
  }
  if (name === "socialLinks") return "Social links";
  if (name === "isDemo") return "Demo notice";
  return null;
}

export default function ClubProfilePage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminPage title="Club profile">
      <p>These facts appear in the footer, on the Giving, About and Contact pages, and in every language.</p>
      <Officers rotaryYear={loaderData.rotaryYear} officers={loaderData.officers} />
      <p>
        The club's name and logo, in every language, are on <Link to="/content/branding">Pages: Logo and name</Link>.
      </p>
      {loaderData.demoWords ? (
        <section aria-labelledby="demo-heading" className="demo-warning">
          <h2 id="demo-heading">Demo content is still on the site</h2>
          <p>
            {loaderData.demoWords}. Remove it before switching off the demo notice:{" "}
            <Link to="/demo-content">Remove all demo content</Link>.
          </p>
        </section>
      ) : null}
      {/* Remounts when the stored profile changes, so the fields show what was saved (e.g. the IFSC in capitals). */}
      <ClubProfileForm key={Object.values(loaderData.values).join("|")} saved={loaderData.values} reply={actionData} />
    </AdminPage>
  );
}

/** This year's officers as the footer lists them, read only: they are entered and changed on the Handover page. */
function Officers({
  rotaryYear,
  officers,
}: {
  rotaryYear: string;
  officers: Route.ComponentProps["loaderData"]["officers"];
}) {
  return (
    <section aria-labelledby="officers-heading">
      <h2 id="officers-heading">Officers, {rotaryYear}</h2>
      <p>
        The footer of every page lists this Rotary year's President, Secretary, Foundation Chair and Treasurer. They are
        entered, changed and handed over on the Handover page.
      </p>
      {officers.length === 0 ? (
        <p>No officers have been entered for {rotaryYear} yet: the footer lists nobody.</p>
      ) : (
        <ul className="officer-list">
          {officers.map((officer) => (
            <li key={officer.id} className="officer-card">
              <h3>{officer.office}</h3>
              <p className="officer-name">{officer.name}</p>
              {officer.phone ? <p>{officer.phone}</p> : null}
              {officer.email ? <p className="muted">{officer.email}</p> : null}
              {officer.isDemo ? <p className="muted">Demo officer.</p> : null}
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to="/handover" className="button">
          Edit officers
        </Link>
      </p>
    </section>
  );
}

function ClubProfileForm({ saved, reply }: { saved: Record<string, string>; reply: FormReply | undefined }) {
  const { form, fields } = useOfficialForm({
    id: "club-profile",
    schema: clubProfileFormSchema,
    reply,
    defaultValue: saved,
  });
  // The per-language fields (clubNameKo, brochureUrlHi…) are named from the registry, so they are looked up by name.
  // (Conform's fields object answers every name.)
  const byName = (name: string) =>
    (fields as unknown as Record<string, FieldMetadata<unknown>>)[name] as FieldMetadata<unknown>;
  return (
    <OfficialForm form={form} reply={reply} base={saved}>
      {sections.map(([heading, names]) => (
        <fieldset key={heading} className="form-group">
          <legend>{heading}</legend>
          {names.map(([name, label, type]) => (
            <FormField key={name} field={byName(name)} label={label} type={type} />
          ))}
        </fieldset>
      ))}
      <fieldset className="form-group">
        <legend>Social links</legend>
        <FormField field={fields.socialLinks} label="One per line: Label | https://address" multiline />
      </fieldset>
      <CheckboxField field={fields.isDemo} label="Show the notice that these are demo values" />
      <SubmitButton busyLabel="Saving...">Save club profile</SubmitButton>
    </OfficialForm>
  );
}
