import type { Db } from "~/db/connect.server";
import type { Locale } from "~/db/schema";
import { nowIso } from "~/db/time";

export interface NewMessage {
  kind: "join" | "contact";
  locale: Locale;
  name: string;
  email: string;
  phone: string;
  /** Join requests only. */
  age: number | null;
  /** The join form's reason or the contact form's message. */
  body: string;
  clientIp: string | null;
  submittedAt?: Date;
}

/**
 * Stores a join request or contact message as `new`, for officials to read.
 * The page says "sent" only after this has committed (DESIGN.md, "Nothing is lost").
 */
export async function saveMessage(db: Db, input: NewMessage): Promise<number> {
  const row = await db
    .insertInto("messages")
    .values({
      kind: input.kind,
      locale: input.locale,
      name: input.name,
      email: input.email,
      phone: input.phone,
      age: input.age,
      body: input.body,
      submitted_at: nowIso(input.submittedAt),
      status: "new",
      spam_reason: null,
      client_ip: input.clientIp,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}
