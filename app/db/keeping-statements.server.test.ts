import SQLite from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { keepingStatements } from "./connect.server";

describe("keepingStatements", () => {
  const sqlite = new SQLite(":memory:");
  afterEach(() => sqlite.exec("drop table if exists t"));

  it("a query's statement is prepared once and kept for the next time it is asked", () => {
    const database = keepingStatements(sqlite);
    const first = database.prepare("select 1 as one");
    expect(database.prepare("select 1 as one")).toBe(first);
    expect(database.prepare("select 2 as two")).not.toBe(first);
    expect(first.all([])).toEqual([{ one: 1 }]);
  });

  it("a kept statement still being iterated is not handed out: that query gets one of its own", () => {
    sqlite.exec("create table t (n integer); insert into t values (1), (2), (3)");
    const database = keepingStatements(sqlite);
    const reading = database.prepare("select n from t where n > ?");
    const rows = reading.iterate([0]);
    expect(rows.next().value).toEqual({ n: 1 });
    const again = database.prepare("select n from t where n > ?");
    expect(again).not.toBe(reading);
    expect(again.all([1])).toEqual([{ n: 2 }, { n: 3 }]);
    expect([...rows]).toEqual([{ n: 2 }, { n: 3 }]);
    expect(database.prepare("select n from t where n > ?")).toBe(reading);
  });

  it("beyond its bound the least recently used statement is dropped, and the rest kept", () => {
    const database = keepingStatements(sqlite, 2);
    const one = database.prepare("select 1");
    const two = database.prepare("select 2");
    expect(database.prepare("select 1")).toBe(one);
    database.prepare("select 3");
    expect(database.prepare("select 1")).toBe(one);
    expect(database.prepare("select 2")).not.toBe(two);
  });

  it("a kept statement sees a table changed after it was prepared", () => {
    sqlite.exec("create table t (n integer); insert into t values (1)");
    const database = keepingStatements(sqlite);
    expect(database.prepare("select * from t").all([])).toEqual([{ n: 1 }]);
    sqlite.exec("alter table t add column m integer default 7");
    expect(database.prepare("select * from t").all([])).toEqual([{ n: 1, m: 7 }]);
  });
});
