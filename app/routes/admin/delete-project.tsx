import { requireOfficial } from "~/auth/session.server";
import { DeleteByIdForm } from "~/components/delete-by-id-form";
import { Sentence } from "~/components/sentence";
import { projectIdSchema } from "~/forms/project";
import { projectsCopy } from "~/i18n/content/admin/projects";
import { deleteByCodeAction } from "~/routes/+shared/delete-by-code.server";
import type { Route } from "./+types/delete-project";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.copy.title }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const official = await requireOfficial(request, context);
  const { deleteProject, common } = projectsCopy[official.locale];
  return { copy: deleteProject, goesToTrash: common.goesToTrash };
}

export async function action({ request, context }: Route.ActionArgs) {
  const official = await requireOfficial(request, context);
  return deleteByCodeAction(request, context, official, "project");
}

export default function DeleteProject({ loaderData, actionData }: Route.ComponentProps) {
  const { copy, goesToTrash } = loaderData;
  return (
    <DeleteByIdForm
      reply={actionData}
      id="delete-project"
      schema={projectIdSchema}
      field={{ name: "code", label: copy.field }}
      title={copy.title}
      intro={<p>{copy.intro}</p>}
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
          />{" "}
          {goesToTrash}
        </p>
      )}
      confirmLabel={copy.confirm}
    />
  );
}
