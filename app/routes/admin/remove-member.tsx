import { requireOfficial } from "~/auth/session.server";
import { goesToTrash } from "~/components/confirm-delete";
import { DeleteByIdForm } from "~/components/delete-by-id-form";
import { removeMemberSchema } from "~/forms/member";
import { deleteMembersByNo, findMembersByNo } from "~/models/members.server";
import { confirmThenDelete } from "~/routes/+shared/delete-by-code.server";
import type { Route } from "./+types/remove-member";

export const meta: Route.MetaFunction = () => [{ title: "Remove Member" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOfficial(request, context);
  return null;
}

/** Asks first, naming the members the ID matches, then removes every one of them. */
export async function action({ request, context }: Route.ActionArgs) {
  const official = await requireOfficial(request, context);
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
        noMatch: "No member found with this Member ID.",
        done: (count) =>
          count === 1
            ? "Member removed. They are in the trash for 30 days."
            : `${count} members removed. They are in the trash for 30 days.`,
        failed: "Try again.",
      },
      what: "member",
    },
  );
}

export default function RemoveMember({ actionData }: Route.ComponentProps) {
  return (
    <DeleteByIdForm
      reply={actionData}
      id="remove-member"
      schema={removeMemberSchema}
      field={{ name: "memberNo", label: "Member ID" }}
      title="Remove Member"
      intro={<p>Removes every member with this club member ID. They go to the trash for 30 days.</p>}
      submitLabel="Remove Member"
      busyLabel="Removing..."
      confirmTitle="Confirm removal"
      question={(matches) => (
        <>
          <p>{matches.length === 1 ? "Remove this member?" : `Remove these ${matches.length} members?`}</p>
          <ul>
            {matches.map((m) => (
              <li key={m.key}>
                <strong>{m.label}</strong>
              </li>
            ))}
          </ul>
          <p>Their cards leave the members page. {goesToTrash}</p>
        </>
      )}
      confirmLabel="Remove"
    />
  );
}
