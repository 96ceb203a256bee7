/** Forms without files are small; a bigger body is refused before it is read whole. */
export const maxFormBytes = 1024 * 1024;

const formTypes = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

function refusal(status: 400 | 413 | 415, message: string) {
  return new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

async function readBody(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  if (!request.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => {});
      throw refusal(413, "The form is too large");
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/**
 * The one way an action reads a form without files. Whatever the client
 * sends, it returns the form or throws a Response the action ends with: 415
 * for a body that is not a form, 413 for one over `maxBytes`, 400 for one
 * that cannot be parsed or breaks off. Never a 500.
 */
export async function readForm(request: Request, maxBytes = maxFormBytes): Promise<FormData> {
  const contentType = request.headers.get("content-type") ?? "";
  const mediaType = contentType.split(";")[0]?.trim().toLowerCase() ?? "";
  if (!formTypes.has(mediaType)) throw refusal(415, "Expected a form");
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) throw refusal(413, "The form is too large");
  let body: Uint8Array<ArrayBuffer>;
  try {
    body = await readBody(request, maxBytes);
  } catch (error) {
    if (error instanceof Response) throw error;
    throw refusal(400, "The form could not be read");
  }
  let form: FormData;
  try {
    form = await new Response(body, { headers: { "Content-Type": contentType } }).formData();
  } catch {
    throw refusal(400, "The form could not be read");
  }
  // No text we store may hold a NUL byte (PostgreSQL refuses it), and no real form sends one.
  for (const [name, value] of form) {
    if (name.includes("\0") || (typeof value === "string" && value.includes("\0"))) {
      throw refusal(400, "The form could not be read");
    }
  }
  return form;
}

/** A form's text fields, files left out, as the schema and the conflict check read them. */
export function formText(form: FormData): URLSearchParams {
  const text = new URLSearchParams();
  for (const [name, value] of form) if (typeof value === "string") text.append(name, value);
  return text;
}
