import { requireOfficial } from "~/auth/session.server";
import { PlaceholderPage } from "~/components/placeholder-page";
import { useT } from "~/i18n/use-root-data";
import type { Route } from "./+types/coming-soon";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOfficial(request, context);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireOfficial(request, context);
  return new Response("Not built yet", { status: 501 });
}

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];

export default function ComingSoon() {
  return <PlaceholderPage heading={useT().placeholder.title} />;
}
