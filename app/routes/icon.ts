import { cacheControlFor, conditionalResponse, notFoundFile } from "~/lib/conditional.server";
import { type IconName, iconNames } from "~/media/brand-images.server";
import { iconImage } from "~/models/brand-images.server";
import type { Route } from "./+types/icon";

/**
 * The icons made from the club's logo: /favicon.ico (16, 32 and 48 px),
 * /apple-touch-icon.png (180 px) and the web app's /icons/icon-192.png,
 * /icons/icon-512.png and /icons/maskable-512.png.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const pathname = new URL(request.url).pathname;
  const name = (params.file ?? pathname.slice(1)) as IconName;
  if (
    !iconNames.includes(name) ||
    (params.file !== undefined && !name.startsWith("icon") && !name.startsWith("maskable"))
  )
    return notFoundFile();
  const made = await iconImage(context.db, context.media, name);
  return conditionalResponse(request, made.body, {
    type: name.endsWith(".ico") ? "image/x-icon" : "image/png",
    etag: `${name}-${made.version}`,
    cacheControl: cacheControlFor(request, made.version),
  });
}
