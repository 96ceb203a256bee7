import { requireOfficial } from "~/auth/session.server";
import { AdminPage } from "~/components/admin-page";
import { FormField, OfficialForm, SubmitButton, useOfficialForm } from "~/components/official-form";
import { readSubmission, replyDone, replyFailed, replyInvalid } from "~/forms/official-form.server";
import { once, onceToken } from "~/forms/once.server";
import { pastPresidentSchema } from "~/forms/past-president";
import { log } from "~/log.server";
import { addPastPresident, DuplicateRotaryYearError } from "~/models/past-presidents.server";
import type { Route } from "./+types/add-past-president";

export const meta: Route.MetaFunction = () => [{ title: "Add Past President" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOfficial(request, context);
  return { once: onceToken() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const official = await requireOfficial(request, context);
  const submission = await readSubmission(request, pastPresidentSchema);
  if (submission.status !== "success") return replyInvalid(submission);
  return once(submission.payload, "add-past-president", async () => {
    try {
      await addPastPresident(context.db, official.id, submission.value);
      return replyDone(submission, "✅ Past President added successfully!");
    } catch (error) {
      if (error instanceof DuplicateRotaryYearError)
        return replyInvalid(submission, { fieldErrors: { rotaryYear: [error.message] }, status: 409 });
      log.error("adding a past president failed", { err: error });
      return replyFailed(submission, "❌ Failed to add Past President.");
    }
  });
}

export default function AddPastPresident({ loaderData, actionData }: Route.ComponentProps) {
  const { form, fields, reply } = useOfficialForm({
    id: "add-past-president",
    schema: pastPresidentSchema,
    reply: actionData,
  });
  return (
    <AdminPage title="Add Past President">
      <OfficialForm form={form} reply={reply} once={loaderData.once}>
        <FormField field={fields.rotaryYear} label="Year" placeholder="2024-2025" required />
        <FormField field={fields.president} label="President" required />
        <FormField field={fields.secretary} label="Secretary" required />
        <SubmitButton busyLabel="Adding...">Add Past President</SubmitButton>
      </OfficialForm>
    </AdminPage>
  );
}
