import type { Kysely } from "kysely";

/**
 * A project kept as a draft (docs/decisions/0025-project-drafts.md): only
 * officials see it until it is published. Every project so far is published.
 */
export const projectDrafts = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("projects")
      .addColumn("is_draft", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
  },
};
