import { type AppLoadContext, data } from "react-router";
import type { Official } from "~/auth/session.server";
import { validProjectId } from "~/forms/project";
import { readForm } from "~/lib/read-form.server";
import { log } from "~/log.server";
import { deleteProjectsByCode, findProjectsByCode, removeSignatureMark } from "~/models/project-writes.server";

export type DeleteKind = "project" | "signature";

/** What the delete-by-ID pages show: the form (idle or result) or the confirmation step. */
export type DeleteStep =
  | { step: "confirm"; ok: true; message: null; code: string; matches: { code: string; title: string | null }[] }
  | { step: "done"; ok: boolean; message: string; code: string; matches: [] };

const noMatch = "No documents found to delete.";

function done(status: number, ok: boolean, message: string, code: string) {
  return data<DeleteStep>({ step: "done", ok, message, code, matches: [] }, { status });
}

function countMessage(kind: DeleteKind, count: number) {
  const projects = count === 1 ? "1 project" : `${count} projects`;
  return kind === "project" ? `${projects} deleted.` : `Signature mark removed from ${projects}.`;
}

/**
 * The action of both delete-by-ID forms. The first post (intent "confirm")
 * names what matches and asks; the second (intent "delete") does it. A
 * browser with JavaScript shows the question as a modal dialog, one without
 * as a second step of the page; either way the server decides nothing
 * before the official confirms.
 */
export async function deleteByCodeAction(
  request: Request,
  context: AppLoadContext,
  official: Official,
  kind: DeleteKind,
) {
  const form = await readForm(request);
  const code = String(form.get("code") ?? "").trim();
  if (!code) return done(400, false, validProjectId, "");
  const signatureOnly = kind === "signature";
  if (form.get("intent") !== "delete") {
    const matches = await findProjectsByCode(context.db, code, { signatureOnly });
    if (matches.length === 0) return done(404, false, noMatch, code);
    return data<DeleteStep>({
      step: "confirm",
      ok: true,
      message: null,
      code,
      matches: matches.map((m) => ({ code: m.code, title: m.title })),
    });
  }
  try {
    const count = signatureOnly
      ? await removeSignatureMark(context.db, official.id, code)
      : await deleteProjectsByCode(context.db, official.id, code);
    if (count === 0) return done(404, false, noMatch, code);
    return done(200, true, countMessage(kind, count), "");
  } catch (error) {
    log.error("delete by project ID failed", { err: error, kind });
    return done(
      500,
      false,
      kind === "project" ? "Failed to delete project." : "Failed to remove the signature mark.",
      code,
    );
  }
}
