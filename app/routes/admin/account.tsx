import { data, redirect } from "react-router";
import { changeOwnPassword, setOwnLanguage, signOutEverywhere } from "~/auth/account.server";
import { destroySession, requireOfficial, sessionTokenHash } from "~/auth/session.server";
import { AdminPage } from "~/components/admin-page";
import { IntentButton, LanguageChoice } from "~/components/intent-forms";
import { FormField, NewPasswordFields, OfficialForm, SubmitButton, useOfficialForm } from "~/components/official-form";
import { parseWithSchema } from "~/forms/conform";
import { replyDone, replyInvalid } from "~/forms/official-form.server";
import {
  accountMessages,
  changePasswordSchema,
  currentPasswordRequired,
  passwordFields,
  passwordMessage,
} from "~/forms/officials";
import { type AccountContent, accountContent } from "~/i18n/content/account";
import { type AccountScreenCopy, accountScreenCopy } from "~/i18n/content/admin/account";
import { roleWords } from "~/i18n/content/admin/roles";
import { isLocale, type Locale } from "~/i18n/locales";
import { fill } from "~/i18n/types";
import { readForm } from "~/lib/read-form.server";
import type { Route } from "./+types/account";

/** The password form's sentences in the official's language, in the browser and in the action. */
function translatorOf(messages: AccountContent["messages"], copy: AccountScreenCopy) {
  const translate = accountMessages(messages);
  return (message: string) => (message === currentPasswordRequired ? copy.enterCurrent : translate(message));
}

const translatorFor = (locale: Locale) => translatorOf(accountContent[locale].messages, accountScreenCopy[locale]);

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.copy.title }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const official = await requireOfficial(request, context);
  const { password, messages } = accountContent[official.locale];
  return {
    email: official.email,
    name: official.name,
    role: roleWords[official.locale][official.role],
    locale: official.locale,
    copy: accountScreenCopy[official.locale],
    password,
    messages,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const official = await requireOfficial(request, context);
  const form = await readForm(request);
  const intent = form.get("intent");
  if (intent === "sign-out-everywhere") {
    await signOutEverywhere(context, official);
    throw redirect("/sign-in", { headers: { "Set-Cookie": await destroySession(request, context) } });
  }
  if (intent === "language") {
    const chosen = String(form.get("language") ?? "");
    if (!isLocale(chosen)) throw data("Choose one of the languages offered.", { status: 400 });
    await setOwnLanguage(context, official, chosen);
    return { languageSaved: accountScreenCopy[chosen].languageSaved };
  }
  const copy = accountScreenCopy[official.locale];
  const submission = parseWithSchema(form, changePasswordSchema, translatorFor(official.locale));
  if (submission.status !== "success") return replyInvalid(submission, { hideFields: passwordFields });
  const result = await changeOwnPassword(
    context,
    official,
    { currentPassword: submission.value.currentPassword, newPassword: submission.value.password },
    sessionTokenHash(request, context),
  );
  if (result.ok) return replyDone(submission, copy.changed);
  if (result.reason === "throttled")
    return replyInvalid(submission, { message: copy.throttled, hideFields: passwordFields, status: 429 });
  return replyInvalid(submission, {
    fieldErrors:
      result.reason === "password"
        ? { password: [translatorFor(official.locale)(passwordMessage(result.problem))] }
        : { currentPassword: [copy.notCurrent] },
    hideFields: passwordFields,
  });
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const { copy, role, password } = loaderData;
  const { form, fields, reply } = useOfficialForm({
    id: "change-password",
    schema: changePasswordSchema,
    reply: actionData && "formId" in actionData ? actionData : undefined,
    translate: translatorOf(loaderData.messages, copy),
  });
  const languageSaved = actionData && "languageSaved" in actionData ? actionData.languageSaved : null;
  return (
    <AdminPage title={copy.title}>
      <p>
        {fill(copy.signedInAs, { email: loaderData.email, name: loaderData.name ? ` (${loaderData.name})` : "" })}{" "}
        {fill(copy.youAre, { role: role.withArticle, may: role.may })}
      </p>
      <h2 id="language">{copy.language}</h2>
      <p>{copy.languageIntro}</p>
      <LanguageChoice
        id="account-language"
        label={copy.languageField}
        current={loaderData.locale}
        submit={copy.saveLanguage}
        saved={languageSaved}
      />
      <h2>{copy.changePassword}</h2>
      <OfficialForm form={form} reply={reply}>
        <input type="email" name="username" autoComplete="username" value={loaderData.email} readOnly hidden />
        <FormField
          field={fields.currentPassword}
          label={copy.currentPassword}
          type="password"
          autoComplete="current-password"
          required
        />
        <NewPasswordFields
          password={fields.password}
          passwordAgain={fields.passwordAgain}
          words={{ label: password.newPassword, again: password.newPasswordAgain, hint: password.hint }}
        />
        <SubmitButton busyLabel={copy.saving}>{copy.change}</SubmitButton>
      </OfficialForm>
      <h2>{copy.everywhere}</h2>
      <p>{copy.everywhereIntro}</p>
      <IntentButton intent="sign-out-everywhere" danger>
        {copy.everywhereButton}
      </IntentButton>
    </AdminPage>
  );
}
