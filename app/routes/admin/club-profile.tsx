import { data, Form, useNavigation } from "react-router";
import { requireAdministrator } from "~/auth/session.server";
import { AdminPage, FormMessage, TextField } from "~/components/admin-page";
import { clubProfileFormSchema } from "~/forms/club-profile";
import { fieldErrors, formValues } from "~/forms/errors";
import { localizedField } from "~/forms/locale-fields";
import { languageOf, translatedLocales } from "~/i18n/locales";
import { readForm } from "~/lib/read-form.server";
import { log } from "~/log.server";
import { type ClubProfile, getClubProfile, saveClubProfile } from "~/models/club-profile.server";
import adminStyles from "~/styles/admin.css?url";
import type { Route } from "./+types/club-profile";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];
export const meta: Route.MetaFunction = () => [{ title: "Club profile" }, { name: "robots", content: "noindex" }];

/** The form's values for a stored profile. */
function asValues(p: ClubProfile): Record<string, string> {
  return {
    clubName: p.clubName,
    ...Object.fromEntries(translatedLocales.map((l) => [localizedField("clubName", l), p.clubNames[l] ?? ""])),
    presidentName: p.president.name,
    presidentPhone: p.president.phone,
    presidentEmail: p.president.email,
    secretaryName: p.secretary.name,
    secretaryPhone: p.secretary.phone,
    secretaryEmail: p.secretary.email,
    foundationChairName: p.foundationChair.name,
    foundationChairPhone: p.foundationChair.phone,
    foundationChairEmail: p.foundationChair.email,
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
  await requireAdministrator(request, context);
  return { values: asValues(await getClubProfile(context.db)) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const official = await requireAdministrator(request, context);
  const form = await readForm(request);
  const values = formValues(form);
  const parsed = clubProfileFormSchema.safeParse(values);
  if (!parsed.success) {
    return data(
      { ok: false, message: "Please correct the fields marked below.", errors: fieldErrors(parsed.error), values },
      { status: 400 },
    );
  }
  try {
    await saveClubProfile(context.db, official.id, parsed.data);
    return { ok: true, message: "Club profile saved. Public pages show the change now.", errors: {}, values: null };
  } catch (error) {
    log.error("saving the club profile failed", { err: error });
    return data(
      { ok: false, message: "The club profile could not be saved. Please try again.", errors: {}, values },
      { status: 500 },
    );
  }
}

const sections: [heading: string, fields: [name: string, label: string, type?: string][]][] = [
  [
    "Club",
    [
      ["clubName", "Club name (English)"],
      ...translatedLocales.map(
        (l) => [localizedField("clubName", l), `Club name (${languageOf(l).englishName})`] as [string, string],
      ),
    ],
  ],
  [
    "President",
    [
      ["presidentName", "Name"],
      ["presidentPhone", "Phone", "tel"],
      ["presidentEmail", "E-mail", "email"],
    ],
  ],
  [
    "Secretary",
    [
      ["secretaryName", "Name"],
      ["secretaryPhone", "Phone", "tel"],
      ["secretaryEmail", "E-mail", "email"],
    ],
  ],
  [
    "Foundation chair",
    [
      ["foundationChairName", "Name"],
      ["foundationChairPhone", "Phone", "tel"],
      ["foundationChairEmail", "E-mail", "email"],
    ],
  ],
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
            string,
          ],
      ),
    ],
  ],
];

export default function ClubProfilePage({ loaderData, actionData }: Route.ComponentProps) {
  const saving = useNavigation().state === "submitting";
  const values: Record<string, string> = actionData?.values ?? loaderData.values;
  const errors: Record<string, string> = actionData?.errors ?? {};
  return (
    <AdminPage title="Club profile">
      <p>These facts appear in the footer, on the Giving, About and Contact pages, and in every language.</p>
      <FormMessage ok={actionData?.ok ?? false} text={actionData?.message} />
      {/* Remounts when the stored profile changes, so the fields show what was saved (e.g. the IFSC in capitals). */}
      <Form method="post" noValidate key={Object.values(loaderData.values).join("|")}>
        <fieldset disabled={saving} className="plain-fieldset">
          {sections.map(([heading, fields]) => (
            <fieldset key={heading} className="form-group">
              <legend>{heading}</legend>
              {fields.map(([name, label, type]) => (
                <TextField
                  key={name}
                  name={name}
                  label={label}
                  type={type}
                  defaultValue={values[name]}
                  error={errors[name]}
                />
              ))}
            </fieldset>
          ))}
          <fieldset className="form-group">
            <legend>Social links</legend>
            <TextField
              name="socialLinks"
              label="One per line: Label | https://address"
              multiline
              defaultValue={values.socialLinks}
              error={errors.socialLinks}
            />
          </fieldset>
          <div className="field checkbox-field">
            <label>
              <input type="checkbox" name="isDemo" defaultChecked={values.isDemo === "on"} /> Show the notice that these
              are demo values
            </label>
          </div>
          <button type="submit" className="button primary">
            {saving ? "Saving..." : "Save club profile"}
          </button>
        </fieldset>
      </Form>
    </AdminPage>
  );
}
