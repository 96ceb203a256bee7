import { redirect } from "react-router";
import type { Route } from "./+types/login-alias";

/** The specification redirects some admin pages to /login; it is the same page as /sign-in. */
export function loader({ request }: Route.LoaderArgs) {
  const { search } = new URL(request.url);
  return redirect(`/sign-in${search}`, 301);
}
