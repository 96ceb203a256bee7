import { useState } from "react";
import { useNavigation } from "react-router";
import { type Account, requireAccount } from "~/auth/session.server";
import { IntentButton } from "~/components/intent-forms";
import { MemberPhoto } from "~/components/member-form";
import {
  CheckboxField,
  FormField,
  OfficialForm,
  SelectField,
  SubmitButton,
  useOfficialForm,
} from "~/components/official-form";
import type { FormReply } from "~/forms/conform";
import { parseWithSchema } from "~/forms/conform";
import { localizedField } from "~/forms/locale-fields";
import { readMemberSubmission } from "~/forms/member-form.server";
import { memberProfileSchema } from "~/forms/member-profile";
import { publicChangeSchema } from "~/forms/member-public-change";
import { replyDone, replyInvalid } from "~/forms/official-form.server";
import { type MembersAreaContent, membersAreaContent } from "~/i18n/content/members-area";
import { formatIndiaDay } from "~/i18n/format";
import { type Locale, languageOf, locales } from "~/i18n/locales";
import { contentFor, requestLocale } from "~/i18n/page.server";
import { fill } from "~/i18n/types";
import { readForm } from "~/lib/read-form.server";
import { ownProfile, saveOwnProfile } from "~/models/member-profiles.server";
import {
  askPublicChange,
  type PublicChange,
  type PublicSide,
  publicChangeOf,
  publicSideOf,
  withdrawPublicChange,
} from "~/models/member-public-changes.server";
import { memberTextFields, memberTextNames } from "~/models/member-texts";
import { privatePageMeta } from "~/seo";
import adminStyles from "~/styles/admin.css?url";
import type { Route } from "./+types/profile";
import { MembersAreaPage } from "./members-area-page";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  privatePageMeta(matches[0]?.loaderData, loaderData?.content, location.pathname);

/** The schema's codes in the page's words. */
const wordsFor = (messages: Readonly<Record<string, string>>) => (code: string) =>
  Object.hasOwn(messages, code) ? (messages[code] as string) : code;

/** Only the signed-in person's own profile: the member id comes from their account, never from the form. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const account = await requireAccount(request, context);
  const { profile, publicChange, nav } = contentFor(request, membersAreaContent);
  const page = { locale: requestLocale(request), content: profile, publicCopy: publicChange, nav };
  if (account.memberId === null) return { ...page, profile: null, publicSide: null, waiting: null };
  const [own, publicSide, waiting] = await Promise.all([
    ownProfile(context.db, account.memberId),
    publicSideOf(context.db, account.memberId),
    publicChangeOf(context.db, account.memberId),
  ]);
  return { ...page, profile: own, publicSide, waiting };
}

/**
 * Three forms post here: the private profile (saved at once), the public
 * entry (name, photo, designation, message: a request an official approves;
 * multipart, for the photo without JavaScript) and the request's withdrawal.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const account = await requireAccount(request, context);
  const { profile, publicChange } = contentFor(request, membersAreaContent);
  const multipart = request.headers.get("content-type")?.toLowerCase().startsWith("multipart/form-data") ?? false;
  if (multipart) return askForApproval(request, context, account, publicChange);
  const form = await readForm(request);
  if (form.get("intent") === "withdraw") {
    if (account.memberId !== null) await withdrawPublicChange(context.db, account.id, account.memberId);
    return { withdrawn: publicChange.withdrawn };
  }
  const submission = parseWithSchema(form, memberProfileSchema, wordsFor(profile.messages));
  if (account.memberId === null) return replyInvalid(submission, { message: profile.notLinked, status: 409 });
  if (submission.status !== "success") return replyInvalid(submission);
  await saveOwnProfile(context.db, account.id, account.memberId, submission.value);
  return replyDone(submission, profile.saved);
}

async function askForApproval(
  request: Request,
  context: Route.ActionArgs["context"],
  account: Account,
  copy: MembersAreaContent["publicChange"],
) {
  const translate = wordsFor(copy.messages);
  const { submission, photoErrors } = await readMemberSubmission(
    request,
    context,
    publicChangeSchema,
    undefined,
    translate,
  );
  if (account.memberId === null) return replyInvalid(submission, { message: copy.photoFailed, status: 409 });
  if (photoErrors) return replyInvalid(submission, { fieldErrors: { photo: [copy.photoFailed] } });
  if (submission.status !== "success") return replyInvalid(submission);
  const result = await askPublicChange(context.db, account.id, account.memberId, submission.value);
  if (result === "no-member") return replyInvalid(submission, { message: copy.photoFailed, status: 409 });
  return replyDone(submission, result === "asked" ? copy.asked : copy.unchanged);
}

export default function MyProfile({ loaderData, actionData }: Route.ComponentProps) {
  const { locale, content, nav, profile } = loaderData;
  const reply = actionData && "formId" in actionData ? actionData : undefined;
  const {
    form,
    fields,
    reply: profileReply,
  } = useOfficialForm({
    id: "member-profile",
    schema: memberProfileSchema,
    reply,
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
          <OfficialForm form={form} reply={profileReply}>
            <fieldset>
              <legend>{content.work}</legend>
              <FormField
                field={fields.classification}
                label={content.classification}
                autoComplete="organization-title"
              />
              <FormField
                field={fields.rotaryId}
                label={content.rotaryId}
                hint={content.rotaryIdHint}
                inputMode="numeric"
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
          {loaderData.publicSide ? (
            <PublicEntry
              copy={loaderData.publicCopy}
              locale={locale}
              now={loaderData.publicSide}
              waiting={loaderData.waiting}
              reply={reply}
              withdrawn={actionData && "withdrawn" in actionData ? actionData.withdrawn : null}
            />
          ) : null}
        </>
      )}
    </MembersAreaPage>
  );
}

/**
 * The member's entry on the public members page and their request to change
 * it: filled in with what is asked (when a request waits) or what is shown.
 */
function PublicEntry({
  copy,
  locale,
  now,
  waiting,
  reply,
  withdrawn,
}: {
  copy: MembersAreaContent["publicChange"];
  locale: Locale;
  now: PublicSide;
  waiting: PublicChange | null;
  reply: FormReply | undefined;
  withdrawn: string | null;
}) {
  const texts = waiting?.texts ?? now.texts;
  const {
    form,
    fields,
    reply: shown,
  } = useOfficialForm({
    id: "public-change",
    schema: publicChangeSchema,
    reply,
    defaultValue: {
      name: waiting?.name ?? now.name,
      ...Object.fromEntries(
        locales.flatMap((language) =>
          memberTextNames.map((name) => [localizedField(name, language), texts[language][name] ?? ""]),
        ),
      ),
    },
    translate: wordsFor(copy.messages),
  });
  const [uploading, setUploading] = useState(false);
  const sending = useNavigation().state === "submitting";
  const photo = waiting?.photo ?? now.photo;
  return (
    <section aria-labelledby="public-entry" className="public-entry">
      <h2 id="public-entry">{copy.title}</h2>
      <p>{copy.intro}</p>
      {withdrawn ? (
        <p role="status" className="form-result form-success">
          {withdrawn}
        </p>
      ) : null}
      {waiting ? (
        <div className="waiting-change" role="note">
          <p>{fill(copy.waiting, { date: formatIndiaDay(waiting.requestedAt, locale) })}</p>
          <ul>
            {waiting.name !== null ? <li>{fill(copy.askedName, { name: waiting.name })}</li> : null}
            {waiting.photo ? <li>{copy.askedPhoto}</li> : null}
            {waiting.texts ? <li>{copy.askedTexts}</li> : null}
          </ul>
          <IntentButton intent="withdraw">{copy.withdraw}</IntentButton>
        </div>
      ) : null}
      <OfficialForm form={form} reply={shown} encType="multipart/form-data">
        <MemberPhoto
          key={fields.photo.key}
          field={fields.photo}
          label={copy.photo}
          kept={photo}
          onBusyChange={setUploading}
        />
        <FormField field={fields.name} label={copy.name} required autoComplete="name" />
        {locales.map((language) => (
          <fieldset key={language}>
            <legend lang={languageOf(language).htmlLang}>{languageOf(language).nativeName}</legend>
            {language === "en" ? null : <p className="hint">{copy.textsHint}</p>}
            {memberTextNames.map((name) => (
              <FormField
                key={name}
                field={fields[localizedField(name, language) as keyof typeof fields]}
                label={fill(copy[name], { language: languageOf(language).nativeName })}
                lang={languageOf(language).htmlLang}
                multiline={memberTextFields[name].rows > 0}
                rows={memberTextFields[name].rows}
              />
            ))}
          </fieldset>
        ))}
        <button type="submit" className="button primary" disabled={uploading}>
          {uploading || sending ? copy.submitting : copy.submit}
        </button>
      </OfficialForm>
    </section>
  );
}
