import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs } from "kysely";
import type { AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import type { Db } from "~/db/connect.server";
import { getClubProfile } from "~/models/club-profile.server";
import { getEditableMember } from "~/models/members.server";
import { readProjectWrite } from "~/models/project-state.server";
import { seedIfEmpty } from "~/seed/seed.server";
import { migratedDatabase, testEngines } from "../helpers/engines";
import { insertMember } from "../helpers/members";

/** Counts the queries sent and not yet answered, and the most there ever were at once. */
function overlapCounter() {
  let running = 0;
  const counter = {
    most: 0,
    plugin: {
      transformQuery(args: PluginTransformQueryArgs) {
        running += 1;
        counter.most = Math.max(counter.most, running);
        return args.node;
      },
      async transformResult(args: PluginTransformResultArgs) {
        running -= 1;
        return args.result;
      },
    } satisfies KyselyPlugin,
  };
  return counter;
}

describe.each(testEngines)("reads inside a transaction on $name", ({ setup }) => {
  const handle = migratedDatabase(setup);

  it("the models' reads given a transaction send one query at a time on its one connection", async () => {
    const db = handle.database.db;
    await seedIfEmpty(db, {} as AppLoadContext["media"], { demo: false, engine: handle.database.engine });
    const at = new Date().toISOString();
    const project = await db
      .insertInto("projects")
      .values({
        code: "TX-READS",
        project_date: null,
        cost: null,
        man_hours: null,
        video_url: null,
        is_signature: 0,
        created_at: at,
        updated_at: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db
      .insertInto("project_texts")
      .values({ project_id: project.id, locale: "en", title: "Reads", short_note: null, description: null })
      .execute();
    const memberId = await insertMember(db, "Reader", { memberNo: "TX-1", at });

    const counter = overlapCounter();
    await db.transaction().execute(async (trx) => {
      const watched = trx.withPlugin(counter.plugin) as unknown as Db;
      expect(await getClubProfile(watched)).toBeTruthy();
      expect(await readProjectWrite(watched, project.id)).toMatchObject({ code: "TX-READS" });
      expect(await getEditableMember(watched, memberId)).toMatchObject({ name: "Reader" });
    });
    expect(counter.most).toBe(1);

    // Outside a transaction the same reads go out together, each on a pooled connection.
    const pooled = overlapCounter();
    await getClubProfile(db.withPlugin(pooled.plugin));
    expect(pooled.most).toBe(2);
  });
});
