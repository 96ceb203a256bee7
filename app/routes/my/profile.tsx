import { requireAccount } from "~/auth/session.server";
import {
  CheckboxField,
  FormField,
  OfficialForm,
  SelectField,
  SubmitButton,
  useOfficialForm,
} from "~/components/official-form";
import { memberProfileSchema, type ProfileCode } from "~/forms/member-profile";
import { readSubmission, replyDone, replyInvalid } from "~/forms/official-form.server";
import { membersAreaContent } from "~/i18n/content/members-area";
import { contentFor, requestLocale } from "~/i18n/page.server";
import { ownProfile, saveOwnProfile } from "~/models/member-profiles.server";
import { privatePageMeta } from "~/seo";
import adminStyles from "~/styles/admin.css?url";
import type { Route } from "./+types/profile";
import { MembersAreaPage } from "./members-area-page";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  privatePageMeta(matches[0]?.loaderData, loaderData?.content, location.pathname);

/** The schema's codes in the page's words. */
const wordsFor = (messages: Readonly<Record<ProfileCode, string>>) => (code: string) =>
  Object.hasOwn(messages, code) ? messages[code as ProfileCode] : code;

/** Only the signed-in person's own profile: the member id comes from their account, never from the form. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const account = await requireAccount(request, context);
  const { profile, nav } = contentFor(request, membersAreaContent);
  const page = { locale: requestLocale(request), content: profile, nav };
  if (account.memberId === null) return { ...page, profile: null };
  return { ...page, profile: await ownProfile(context.db, account.memberId) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const account = await requireAccount(request, context);
  const { profile } = contentFor(request, membersAreaContent);
  const submission = await readSubmission(request, memberProfileSchema, wordsFor(profile.messages));
  if (account.memberId === null) return replyInvalid(submission, { message: profile.notLinked, status: 409 });
  if (submission.status !== "success") return replyInvalid(submission);
  await saveOwnProfile(context.db, account.id, account.memberId, submission.value);
  return replyDone(submission, profile.saved);
}

export default function MyProfile({ loaderData, actionData }: Route.ComponentProps) {
  const { locale, content, nav, profile } = loaderData;
  const { form, fields, reply } = useOfficialForm({
    id: "member-profile",
    schema: memberProfileSchema,
    reply: actionData,
    defaultValue: profile
      ? {
          ...profile,
          publicPhoto: profile.publicPhoto ? "on" : "",
          publicDesignation: profile.publicDesignation ? "on" : "",
          publicMessage: profile.publicMessage ? "on" : "",
        }
      : undefined,
    translate: wordsFor(content.messages),
  });
  const seenBy = [
    ["nobody", content.seenByNobody],
    ["members", content.seenByMembers],
  ] as const;
  const choose = (field: (typeof fields)["phoneSeenBy"], about: string) => (
    <SelectField field={field} label={`${about}: ${content.seenBy}`} options={seenBy} />
  );
  return (
    <MembersAreaPage title={content.title} nav={nav} locale={locale}>
      {profile === null ? (
        <p>{content.notLinked}</p>
      ) : (
        <>
          <p>{content.intro}</p>
          <OfficialForm form={form} reply={reply}>
            <fieldset>
              <legend>{content.work}</legend>
              <FormField
                field={fields.classification}
                label={content.classification}
                autoComplete="organization-title"
              />
              <FormField field={fields.phfLevel} label={content.phfLevel} hint={content.phfHint} />
              <FormField field={fields.recognitions} label={content.recognitions} multiline rows={2} />
              <FormField field={fields.committees} label={content.committees} />
            </fieldset>
            <fieldset>
              <legend>{content.contact}</legend>
              <FormField field={fields.phone} label={content.phone} type="tel" autoComplete="tel" />
              {choose(fields.phoneSeenBy, content.phone)}
              <FormField field={fields.whatsapp} label={content.whatsapp} type="tel" />
              {choose(fields.whatsappSeenBy, content.whatsapp)}
              <FormField field={fields.email} label={content.email} type="email" autoComplete="email" />
              {choose(fields.emailSeenBy, content.email)}
              <FormField
                field={fields.address}
                label={content.address}
                multiline
                rows={3}
                autoComplete="street-address"
              />
              {choose(fields.addressSeenBy, content.address)}
            </fieldset>
            <fieldset>
              <legend>{content.family}</legend>
              <FormField field={fields.birthDate} label={content.birthDate} type="date" hint={content.dateHint} />
              {choose(fields.birthdaySeenBy, content.birthDate)}
              <FormField field={fields.spouseName} label={content.spouseName} />
              <FormField field={fields.anniversary} label={content.anniversary} type="date" hint={content.dateHint} />
              {choose(fields.anniversarySeenBy, content.anniversary)}
            </fieldset>
            <fieldset>
              <legend>{content.publicSite}</legend>
              <p>{content.publicIntro}</p>
              <CheckboxField field={fields.publicPhoto} label={content.publicPhoto} />
              <CheckboxField field={fields.publicDesignation} label={content.publicDesignation} />
              <CheckboxField field={fields.publicMessage} label={content.publicMessage} />
            </fieldset>
            <SubmitButton busyLabel={content.saving}>{content.save}</SubmitButton>
          </OfficialForm>
        </>
      )}
    </MembersAreaPage>
  );
}
