import { data, Form, useNavigation } from "react-router";
import { requireOfficial } from "~/auth/session.server";
import { AdminPage, FormMessage, TextField } from "~/components/admin-page";
import { readForm } from "~/lib/read-form.server";
import { log } from "~/log.server";
import { deleteMembersByNo } from "~/models/members.server";
import adminStyles from "~/styles/admin.css?url";
import type { Route } from "./+types/remove-member";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];
export const meta: Route.MetaFunction = () => [{ title: "Remove Member" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOfficial(request, context);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const official = await requireOfficial(request, context);
  const memberNo = String((await readForm(request)).get("memberNo") ?? "").trim();
  if (!memberNo) return data({ ok: false, message: "Please enter a Member ID.", memberNo }, { status: 400 });
  try {
    const removed = await deleteMembersByNo(context.db, official.id, memberNo);
    if (removed === 0)
      return data({ ok: false, message: "No member found with this Member ID.", memberNo }, { status: 404 });
    return { ok: true, message: removed === 1 ? "Member removed." : `${removed} members removed.`, memberNo: "" };
  } catch (error) {
    log.error("removing a member failed", { err: error });
    return data({ ok: false, message: "Try again.", memberNo }, { status: 500 });
  }
}

export default function RemoveMember({ actionData }: Route.ComponentProps) {
  const submitting = useNavigation().state === "submitting";
  return (
    <AdminPage title="Remove Member">
      <p>Removes every member with this club member ID. This cannot be undone.</p>
      <FormMessage ok={actionData?.ok ?? false} text={actionData?.message} />
      <Form method="post" noValidate key={actionData?.ok ? "done" : "form"}>
        <fieldset disabled={submitting} className="plain-fieldset">
          <TextField name="memberNo" label="Member ID" required defaultValue={actionData?.memberNo} />
          <button type="submit" className="button danger">
            {submitting ? "Removing..." : "Remove Member"}
          </button>
        </fieldset>
      </Form>
    </AdminPage>
  );
}
