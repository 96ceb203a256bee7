import { requireAccount } from "~/auth/session.server";
import { personalData } from "~/models/member-profiles.server";
import type { Route } from "./+types/data-json";

/** Everything the site holds about the signed-in person, as a JSON file (personalData); private and never stored. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const account = await requireAccount(request, context);
  const body = await personalData(context.db, account);
  return new Response(`${JSON.stringify(body, null, 2)}\n`, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": 'attachment; filename="my-data.json"',
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
