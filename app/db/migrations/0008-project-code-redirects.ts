import type { Kysely } from "kysely";

/**
 * A project's earlier codes (docs/decisions/0024-project-code-redirects.md):
 * `/project/OLD` answers 301 to the project's address today, in every
 * language. Each old code points at the project, not at the code that
 * replaced it, so a code changed twice still leads there in one step.
 */
export const projectCodeRedirects = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("project_code_redirects")
      .addColumn("old_code", "text", (c) => c.primaryKey())
      .addColumn("project_id", "integer", (c) => c.notNull().references("projects.id").onDelete("cascade"))
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("project_code_redirects_project")
      .on("project_code_redirects")
      .column("project_id")
      .execute();
  },
};
