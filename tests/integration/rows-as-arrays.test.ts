import { describe, expect, it } from "vitest";
import { rowsAsArrays } from "~/db/rows-as-arrays";
import { migratedDatabase, testEngines } from "../helpers/engines";

describe.each(testEngines)("rows as arrays on $name", ({ setup }) => {
  const handle = migratedDatabase(setup);
  const db = () => handle.database.db;

  it("a large read's rows come as arrays of the asked columns, every character kept; other reads, in or out of a transaction, as objects", async () => {
    const texts = ['Meera "Mini" Iyer, \\ भाई', "김민준 \u{1F64F}", "/* rows as arrays */"];
    for (const [index, text] of texts.entries())
      await db()
        .insertInto("app_secrets")
        .values({ name: `rows-as-arrays-${index}`, value: text, created_at: "2026-12-01T00:00:00.000Z" })
        .execute();
    const read = () => db().selectFrom("app_secrets").where("name", "like", "rows-as-arrays-%");
    const rows = await rowsAsArrays<"app_secrets", [string, string]>(handle.database.engine, read(), ["name", "value"]);
    expect(rows.sort((a, b) => a[0].localeCompare(b[0]))).toEqual(
      texts.map((text, index) => [`rows-as-arrays-${index}`, text]),
    );
    expect(await rowsAsArrays(handle.database.engine, read().where("name", "=", "none"), ["name"])).toEqual([]);
    // The same pooled connections answer every other read with objects, a value that looks like the mark among them.
    for (let round = 0; round < 3; round++) {
      expect(
        await read()
          .select(["name", "value"])
          .where("value", "=", texts[2] as string)
          .execute(),
      ).toEqual([{ name: "rows-as-arrays-2", value: texts[2] }]);
      await db()
        .transaction()
        .execute(async (trx) => {
          const inside = await trx
            .selectFrom("app_secrets")
            .select("value")
            .where("name", "=", "rows-as-arrays-0")
            .execute();
          expect(inside).toEqual([{ value: texts[0] }]);
        });
    }
  });
});
