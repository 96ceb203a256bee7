import { Outlet } from "react-router";
import adminStyles from "~/styles/admin.css?url";
import type { Route } from "./+types/layout";

/**
 * The frame of every officials' screen (app/admin-screens.ts): their
 * stylesheet, and kept out of search engines (React hoists the meta tag into
 * the head). No guard here: React Router runs a layout's loader beside its
 * children's, not before them, so each screen's loader and action still
 * begins with requireOfficial, which reads the role the screen needs from the
 * registry.
 */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];

export default function OfficialsScreens() {
  return (
    <>
      <meta name="robots" content="noindex" />
      <Outlet />
    </>
  );
}
