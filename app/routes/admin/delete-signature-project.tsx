import { Link } from "react-router";
import { requireOfficial } from "~/auth/session.server";
import { DeleteByIdForm } from "~/components/delete-by-id-form";
import { Sentence } from "~/components/sentence";
import { projectIdSchema } from "~/forms/project";
import { projectsCopy } from "~/i18n/content/admin/projects";
import { deleteByCodeAction } from "~/routes/+shared/delete-by-code.server";
import type { Route } from "./+types/delete-signature-project";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.copy.title }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const official = await requireOfficial(request, context);
  return { copy: projectsCopy[official.locale].signature };
}

/** Removes the signature mark only; the project stays in the projects list (DESIGN.md, deliberate change 4). */
export async function action({ request, context }: Route.ActionArgs) {
  const official = await requireOfficial(request, context);
  return deleteByCodeAction(request, context, official, "signature");
}

export default function DeleteSignatureProject({ loaderData, actionData }: Route.ComponentProps) {
  const { copy } = loaderData;
  return (
    <DeleteByIdForm
      reply={actionData}
      id="delete-signature-project"
      schema={projectIdSchema}
      field={{ name: "code", label: copy.field }}
      title={copy.title}
      intro={
        <p>
          <Sentence text={copy.intro} parts={{ link: <Link to="/delete-project">{copy.deleteLink}</Link> }} />
        </p>
      }
      submitLabel={copy.submit}
      busyLabel={copy.busy}
      confirmTitle={copy.confirmTitle}
      question={(matches) => (
        <p>
          <Sentence
            text={copy.question}
            parts={{
              projects: matches.map((m) => <strong key={m.key}>{m.label}</strong>),
            }}
          />
        </p>
      )}
      confirmLabel={copy.confirm}
    />
  );
}
