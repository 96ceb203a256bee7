import { requireOfficial } from "~/auth/session.server";
import { AdminPage } from "~/components/admin-page";
import { FormField, OfficialForm, SubmitButton, useOfficialForm } from "~/components/official-form";
import { readSubmission, replyDone, replyFailed, replyInvalid } from "~/forms/official-form.server";
import { once, onceToken } from "~/forms/once.server";
import { pastPresidentMessages, pastPresidentSchema } from "~/forms/past-president";
import { recordsCopy } from "~/i18n/content/admin/records";
import { membersContent } from "~/i18n/content/members";
import { defaultLocale, type Locale } from "~/i18n/locales";
import { fill } from "~/i18n/types";
import { log } from "~/log.server";
import { addPastPresident, DuplicateRotaryYearError } from "~/models/past-presidents.server";
import type { Route } from "./+types/add-past-president";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.copy.title }];

/** The members page's words for a past president's fields and messages, in the official's language. */
function fieldWords(locale: Locale) {
  const { year, president, secretary, allFieldsRequired, yearFormat, duplicateYear } = membersContent[locale];
  const { nameTooLong } = recordsCopy[locale].addPastPresident;
  // In English the form keeps its own sentences (the members page's differ slightly).
  const translated = locale !== defaultLocale;
  return { year, president, secretary, translated, allFieldsRequired, yearFormat, duplicateYear, nameTooLong };
}

/** The schema's sentences in the official's language; English as the schema writes them. */
function translatorOf(words: ReturnType<typeof fieldWords>) {
  return words.translated ? pastPresidentMessages(words) : undefined;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const official = await requireOfficial(request, context);
  return {
    once: onceToken(),
    copy: recordsCopy[official.locale].addPastPresident,
    fields: fieldWords(official.locale),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const official = await requireOfficial(request, context);
  const copy = recordsCopy[official.locale].addPastPresident;
  const words = fieldWords(official.locale);
  const submission = await readSubmission(request, pastPresidentSchema, translatorOf(words));
  if (submission.status !== "success") return replyInvalid(submission);
  return once(submission.payload, "add-past-president", async () => {
    try {
      await addPastPresident(context.db, official.id, submission.value);
      return replyDone(submission, copy.done);
    } catch (error) {
      if (error instanceof DuplicateRotaryYearError) {
        const message = !words.translated ? error.message : fill(words.duplicateYear, { year: error.rotaryYear });
        return replyInvalid(submission, { fieldErrors: { rotaryYear: [message] }, status: 409 });
      }
      log.error("adding a past president failed", { err: error });
      return replyFailed(submission, copy.failed);
    }
  });
}

export default function AddPastPresident({ loaderData, actionData }: Route.ComponentProps) {
  const { copy, fields: words } = loaderData;
  const { form, fields, reply } = useOfficialForm({
    id: "add-past-president",
    schema: pastPresidentSchema,
    reply: actionData,
    translate: translatorOf(words),
  });
  return (
    <AdminPage title={copy.title}>
      <OfficialForm form={form} reply={reply} once={loaderData.once}>
        <FormField field={fields.rotaryYear} label={words.year} placeholder="2024-2025" required />
        <FormField field={fields.president} label={words.president} required />
        <FormField field={fields.secretary} label={words.secretary} required />
        <SubmitButton busyLabel={copy.adding}>{copy.submit}</SubmitButton>
      </OfficialForm>
    </AdminPage>
  );
}
