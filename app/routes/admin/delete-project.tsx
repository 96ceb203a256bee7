import { requireOfficial } from "~/auth/session.server";
import { goesToTrash } from "~/components/confirm-delete";
import { DeleteByIdForm } from "~/components/delete-by-id-form";
import { projectIdSchema } from "~/forms/project";
import { deleteByCodeAction } from "~/routes/+shared/delete-by-code.server";
import type { Route } from "./+types/delete-project";

export const meta: Route.MetaFunction = () => [{ title: "Delete Project" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOfficial(request, context);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const official = await requireOfficial(request, context);
  return deleteByCodeAction(request, context, official, "project");
}

export default function DeleteProject({ actionData }: Route.ComponentProps) {
  return (
    <DeleteByIdForm
      reply={actionData}
      id="delete-project"
      schema={projectIdSchema}
      field={{ name: "code", label: "Project ID" }}
      title="Delete Project"
      intro={
        <p>
          Deletes the project with this Project ID, with its texts in every language, from every list. It goes to the
          trash for 30 days.
        </p>
      }
      submitLabel="Delete Project"
      busyLabel="Deleting..."
      confirmTitle="Delete this project?"
      question={(matches) => (
        <p>
          Delete{" "}
          {matches.map((m) => (
            <strong key={m.key}>{m.label}</strong>
          ))}{" "}
          from every list, in every language? {goesToTrash}
        </p>
      )}
      confirmLabel="Confirm"
    />
  );
}
