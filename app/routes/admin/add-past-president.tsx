import { useEffect, useRef } from "react";
import { data, Form, useNavigation } from "react-router";
import { requireOfficial } from "~/auth/session.server";
import { AdminPage, FormMessage, TextField } from "~/components/admin-page";
import { fieldErrors, formValues } from "~/forms/errors";
import { pastPresidentSchema } from "~/forms/past-president";
import { readForm } from "~/lib/read-form.server";
import { log } from "~/log.server";
import { addPastPresident } from "~/models/past-presidents.server";
import adminStyles from "~/styles/admin.css?url";
import type { Route } from "./+types/add-past-president";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];
export const meta: Route.MetaFunction = () => [{ title: "Add Past President" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOfficial(request, context);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const official = await requireOfficial(request, context);
  const form = await readForm(request);
  const parsed = pastPresidentSchema.safeParse({
    rotaryYear: form.get("rotaryYear") ?? "",
    president: form.get("president") ?? "",
    secretary: form.get("secretary") ?? "",
  });
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    return data(
      { ok: false, message: Object.values(errors)[0] ?? null, errors, values: formValues(form) },
      { status: 400 },
    );
  }
  try {
    await addPastPresident(context.db, official.id, parsed.data);
    return { ok: true, message: "✅ Past President added successfully!", errors: {}, values: {} };
  } catch (error) {
    log.error("adding a past president failed", { err: error });
    return data(
      { ok: false, message: "❌ Failed to add Past President.", errors: {}, values: formValues(form) },
      { status: 500 },
    );
  }
}

export default function AddPastPresident({ actionData }: Route.ComponentProps) {
  const submitting = useNavigation().state === "submitting";
  const errors: Record<string, string> = actionData?.errors ?? {};
  const values: Record<string, string> = actionData?.values ?? {};
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (actionData?.ok) formRef.current?.reset();
  }, [actionData]);
  return (
    <AdminPage title="Add Past President">
      <FormMessage ok={actionData?.ok ?? false} text={actionData?.message} />
      <Form method="post" noValidate ref={formRef}>
        <fieldset disabled={submitting} className="plain-fieldset">
          <TextField
            name="rotaryYear"
            label="Year"
            placeholder="2024-2025"
            required
            defaultValue={values.rotaryYear}
            error={errors.rotaryYear}
          />
          <TextField
            name="president"
            label="President"
            required
            defaultValue={values.president}
            error={errors.president}
          />
          <TextField
            name="secretary"
            label="Secretary"
            required
            defaultValue={values.secretary}
            error={errors.secretary}
          />
          <button type="submit" className="button primary">
            {submitting ? "Adding..." : "Add Past President"}
          </button>
        </fieldset>
      </Form>
    </AdminPage>
  );
}
