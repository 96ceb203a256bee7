import type { Route } from "./+types/robots-txt";

const adminPaths = [
  "/project-form",
  "/delete-project",
  "/delete-signature-project",
  "/add-member",
  "/remove-member",
  "/members-table",
  "/project-table",
  "/add-past-president",
  "/inbox",
  "/activity",
  "/club-profile",
];

export function loader({ request, context }: Route.LoaderArgs) {
  const base = context.config.PUBLIC_URL ?? new URL(request.url).origin;
  const body = [
    "User-agent: *",
    ...adminPaths.map((p) => `Disallow: ${p}`),
    "",
    `Sitemap: ${new URL("/sitemap.xml", base)}`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
