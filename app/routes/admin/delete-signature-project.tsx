import { Link } from "react-router";
import { requireOfficial } from "~/auth/session.server";
import { DeleteByIdForm } from "~/components/delete-by-id-form";
import { projectIdSchema } from "~/forms/project";
import { deleteByCodeAction } from "~/routes/+shared/delete-by-code.server";
import type { Route } from "./+types/delete-signature-project";

export const meta: Route.MetaFunction = () => [{ title: "Remove from Signature Projects" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOfficial(request, context);
  return null;
}

/** Removes the signature mark only; the project stays in the projects list (DESIGN.md, deliberate change 4). */
export async function action({ request, context }: Route.ActionArgs) {
  const official = await requireOfficial(request, context);
  return deleteByCodeAction(request, context, official, "signature");
}

export default function DeleteSignatureProject({ actionData }: Route.ComponentProps) {
  return (
    <DeleteByIdForm
      reply={actionData}
      id="delete-signature-project"
      schema={projectIdSchema}
      field={{ name: "code", label: "Project ID" }}
      title="Remove from Signature Projects"
      intro={
        <p>
          Takes the project with this Project ID off the signature projects list. The project itself stays in the
          projects list; to delete it, use <Link to="/delete-project">Delete Project</Link>.
        </p>
      }
      submitLabel="Remove Signature Mark"
      busyLabel="Deleting..."
      confirmTitle="Remove the signature mark?"
      question={(matches) => (
        <p>
          Take{" "}
          {matches.map((m) => (
            <strong key={m.key}>{m.label}</strong>
          ))}{" "}
          off the signature projects list, in every language? It stays in the projects list, and can be marked again
          from the projects table.
        </p>
      )}
      confirmLabel="Confirm"
    />
  );
}
