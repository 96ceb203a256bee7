import { requireOfficial } from "~/auth/session.server";
import { DeleteByIdForm } from "~/components/delete-by-id-form";
import { removeMemberSchema } from "~/forms/member";
import { memberTranslator, recordsCopy } from "~/i18n/content/admin/records";
import { fill } from "~/i18n/types";
import { deleteMembersByNo, findMembersByNo } from "~/models/members.server";
import { confirmThenDelete } from "~/routes/+shared/delete-by-code.server";
import type { Route } from "./+types/remove-member";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.copy.title }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const official = await requireOfficial(request, context);
  const { removeMember, member } = recordsCopy[official.locale];
  return { copy: removeMember, member };
}

/** Asks first, naming the members the ID matches, then removes every one of them. */
export async function action({ request, context }: Route.ActionArgs) {
  const official = await requireOfficial(request, context);
  const { removeMember: copy, member } = recordsCopy[official.locale];
  return confirmThenDelete(
    request,
    { id: "remove-member", field: "memberNo", schema: removeMemberSchema },
    {
      find: async (memberNo) =>
        (await findMembersByNo(context.db, memberNo)).map((m) => ({
          key: String(m.id),
          label: `${m.name} (${m.memberNo})`,
        })),
      remove: (memberNo) => deleteMembersByNo(context.db, official.id, memberNo),
      messages: {
        noMatch: copy.noMatch,
        done: (count) => (count === 1 ? copy.doneOne : fill(copy.doneMany, { count })),
        failed: copy.failed,
      },
      what: "member",
      translate: memberTranslator(member),
    },
  );
}

export default function RemoveMember({ loaderData, actionData }: Route.ComponentProps) {
  const { copy, member } = loaderData;
  return (
    <DeleteByIdForm
      reply={actionData}
      id="remove-member"
      schema={removeMemberSchema}
      translate={memberTranslator(member)}
      field={{ name: "memberNo", label: copy.field }}
      title={copy.title}
      intro={<p>{copy.intro}</p>}
      submitLabel={copy.submit}
      busyLabel={copy.busy}
      confirmTitle={copy.confirmTitle}
      question={(matches) => (
        <>
          <p>{matches.length === 1 ? copy.questionOne : fill(copy.questionMany, { count: matches.length })}</p>
          <ul>
            {matches.map((m) => (
              <li key={m.key}>
                <strong>{m.label}</strong>
              </li>
            ))}
          </ul>
          <p>
            {copy.cardsLeave} {copy.goesToTrash}
          </p>
        </>
      )}
      confirmLabel={copy.confirm}
    />
  );
}
