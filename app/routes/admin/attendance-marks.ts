import { requireOfficial } from "~/auth/session.server";
import { now as contextNow } from "~/context";
import { attendanceCopy } from "~/i18n/content/admin/attendance";
import { indiaDate } from "~/lib/india-time";
import { readForm } from "~/lib/read-form.server";
import { meetingAt, RegisterRefused, setMarks } from "~/models/attendance.server";
import type { Route } from "./+types/attendance-marks";
import { parseQueuedChanges } from "./attendance-words";

const text = (message: string, status: number) =>
  new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });

/** Nothing to read here: the register's page posts its taps. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOfficial(request, context);
  return text("Post the register's marks here.", 405);
}

/** The taps of a register's page (attendance-register-list.tsx): form fields meeting and changes (JSON). */
export async function action({ request, context }: Route.ActionArgs) {
  const official = await requireOfficial(request, context);
  const copy = attendanceCopy[official.locale].register;
  const form = await readForm(request);
  const changes = parseQueuedChanges(form.get("changes"));
  if (changes === null) return text(copy.notAMember, 400);
  const meeting = await meetingAt(context.db, String(form.get("meeting") ?? ""), official.locale);
  if (!meeting) return text("No such meeting", 404);
  try {
    const saved = await setMarks(context.db, official.id, meeting, changes, indiaDate(contextNow(context)));
    return Response.json({ saved });
  } catch (error) {
    if (error instanceof RegisterRefused)
      return text(error.reason === "future" ? copy.futureRefused : copy.notAMember, 409);
    throw error;
  }
}
