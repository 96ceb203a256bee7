import { Form, redirect } from "react-router";
import { changeOwnPassword, signOutEverywhere } from "~/auth/account.server";
import { destroySession, requireOfficial, sessionTokenHash } from "~/auth/session.server";
import { AdminPage } from "~/components/admin-page";
import { FormField, NewPasswordFields, OfficialForm, SubmitButton, useOfficialForm } from "~/components/official-form";
import { parseWithSchema } from "~/forms/conform";
import { replyDone, replyInvalid } from "~/forms/official-form.server";
import { changePasswordSchema, passwordFields, passwordMessage } from "~/forms/officials";
import { readForm } from "~/lib/read-form.server";
import { roleLabels } from "~/lib/role-labels";
import type { Route } from "./+types/account";

export const meta: Route.MetaFunction = () => [{ title: "Your account" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const official = await requireOfficial(request, context);
  return { email: official.email, name: official.name, role: official.role };
}

export async function action({ request, context }: Route.ActionArgs) {
  const official = await requireOfficial(request, context);
  const form = await readForm(request);
  if (form.get("intent") === "sign-out-everywhere") {
    await signOutEverywhere(context, official);
    throw redirect("/sign-in", { headers: { "Set-Cookie": await destroySession(request, context) } });
  }
  const submission = parseWithSchema(form, changePasswordSchema);
  if (submission.status !== "success") return replyInvalid(submission, { hideFields: passwordFields });
  const result = await changeOwnPassword(
    context,
    official,
    { currentPassword: submission.value.currentPassword, newPassword: submission.value.password },
    sessionTokenHash(request, context),
  );
  if (result.ok) return replyDone(submission, "Password changed. Your other sessions have ended.");
  if (result.reason === "throttled")
    return replyInvalid(submission, {
      message: "Too many wrong passwords. Please wait a few minutes and try again.",
      hideFields: passwordFields,
      status: 429,
    });
  return replyInvalid(submission, {
    fieldErrors:
      result.reason === "password"
        ? { password: [passwordMessage(result.problem)] }
        : { currentPassword: ["That is not your current password."] },
    hideFields: passwordFields,
  });
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const { form, fields, reply } = useOfficialForm({
    id: "change-password",
    schema: changePasswordSchema,
    reply: actionData,
  });
  const role = roleLabels[loaderData.role];
  return (
    <AdminPage title="Your account">
      <p>
        Signed in as <strong>{loaderData.email}</strong>
        {loaderData.name ? ` (${loaderData.name})` : ""}. You are {role.withArticle}: {role.may}.
      </p>
      <h2>Change your password</h2>
      <OfficialForm form={form} reply={reply}>
        <input type="email" name="username" autoComplete="username" value={loaderData.email} readOnly hidden />
        <FormField
          field={fields.currentPassword}
          label="Current password"
          type="password"
          autoComplete="current-password"
          required
        />
        <NewPasswordFields password={fields.password} passwordAgain={fields.passwordAgain} />
        <SubmitButton busyLabel="Saving...">Change password</SubmitButton>
      </OfficialForm>
      <h2>Sign out everywhere</h2>
      <p>
        Ends every session of your account: on this device, and on any phone or computer where you are still signed in
        (a lost phone, a shared computer).
      </p>
      <Form method="post">
        <input type="hidden" name="intent" value="sign-out-everywhere" />
        <button type="submit" className="button danger">
          Sign out all my sessions
        </button>
      </Form>
    </AdminPage>
  );
}
