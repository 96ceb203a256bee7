// Issue 22, build 3: do lists, feeds and officials' screens stay fast at a district's scale?
// Fills a database with 10,000 projects (texts in English, half also in Korean and Hindi),
// 2,000 members, 50,000 messages and 100,000 gifts over six financial years, then times the public lists and feeds and the officials'
// lists with sequential requests on loopback (the HTML cache bypassed: each request has a
// query of its own). Prints p50 and p95 per screen, on SQLite and, when BENCH_DATABASE_URL or
// TEST_DATABASE_URL names a PostgreSQL database, on PostgreSQL too (in a fresh schema).
// Attendance (a weekly meeting's 250 registers, 500,000 marks, leaves and make-ups) and 500
// weekly bulletins, each sent to every member (1,000,000 copies in the outbox), are in the fill.
// Usage: npm run build && node bench/scale.mjs   (BENCH_REQUESTS=100 by default;
// BENCH_ONLY=attendance times only the screens whose address contains that text;
// BENCH_KEEP=1 keeps the PostgreSQL schema and the SQLite folder)
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { servedArgs, servedEnv } from "./server.mjs";

const projects = 10_000;
const members = 2_000;
const messages = 50_000;
const gifts = 100_000;
/** Weekly meetings on the register, about five years of them: 2,000 members × 250 = 500,000 attendance rows. */
const meetings = 250;
/** Weekly bulletins, nearly ten years of them, each sent to every member. */
const bulletins = 500;
/** Donors who gave a PAN: fewer than gifts, as people give again. */
const panDonors = 20_000;
const requests = Number(process.env.BENCH_REQUESTS ?? 100);
const warmUp = 5;
const budgetMs = 50;
const official = { email: "bench@example.org", password: "bench official passphrase" };

function start(env) {
  const child = spawn(process.execPath, servedArgs, {
    env: {
      ...process.env,
      ...servedEnv,
      PORT: "0",
      HOST: "127.0.0.1",
      DEMO_CONTENT: "1",
      // Feeds and the sitemap hold absolute addresses: without PUBLIC_URL there are none.
      PUBLIC_URL: "http://club.example.org",
      LOG_LEVEL: "info",
      ADMIN_EMAIL: official.email,
      ADMIN_PASSWORD: official.password,
      ...env,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  // Read to the end, request lines and all: a full pipe would stall the server.
  child.stdout.setEncoding("utf8");
  return new Promise((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`server exited with ${code}`)));
    let buffered = "";
    child.stdout.on("data", (chunk) => {
      buffered += chunk;
      for (const line of buffered.split("\n")) {
        if (!line.includes('"msg":"listening"')) continue;
        buffered = "";
        resolve({
          url: JSON.parse(line).url.replace("localhost", "127.0.0.1"),
          stop: () =>
            new Promise((done) => {
              child.removeAllListeners("exit");
              child.once("exit", done);
              child.kill("SIGTERM");
            }),
        });
      }
    });
  });
}

/** One engine's way of running a statement with `?` placeholders, with rows back. */
function sqliteRunner(file) {
  const db = new Database(file);
  return {
    run: async (text, params) => {
      const statement = db.prepare(text);
      if (statement.reader) return statement.all(...params);
      statement.run(...params);
      return [];
    },
    begin: async () => db.exec("begin"),
    commit: async () => db.exec("commit"),
    close: async () => db.close(),
  };
}

async function postgresRunner(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const numbered = (text) => {
    let n = 0;
    return text.replace(/\?/g, () => `$${++n}`);
  };
  return {
    engine: "postgres",
    run: async (text, params) => (await client.query(numbered(text), params)).rows,
    begin: async () => client.query("begin"),
    commit: async () => client.query("commit"),
    close: async () => client.end(),
  };
}

/** Inserts rows in batches of multi-row VALUES; returns what `returning` names, in order. */
async function insert(db, table, columns, rows, returning = null) {
  const out = [];
  const perBatch = Math.floor(900 / columns.length);
  for (let at = 0; at < rows.length; at += perBatch) {
    const batch = rows.slice(at, at + perBatch);
    const values = batch.map(() => `(${columns.map(() => "?").join(", ")})`).join(", ");
    const text = `insert into ${table} (${columns.join(", ")}) values ${values}${returning ? ` returning ${returning}` : ""}`;
    out.push(...(await db.run(text, batch.flat())));
  }
  return out;
}

async function fill(db) {
  const now = Date.now();
  const day = 86_400_000;
  await db.begin();
  const projectRows = Array.from({ length: projects }, (_, i) => {
    const at = new Date(now - i * 3_600_000).toISOString();
    return [`SCALE-${i}`, at.slice(0, 10), 1000 + i, 10, null, i % 10 === 0 ? 1 : 0, 0, 0, at, at];
  });
  const ids = await insert(
    db,
    "projects",
    [
      "code",
      "project_date",
      "cost",
      "man_hours",
      "video_url",
      "is_signature",
      "is_draft",
      "is_demo",
      "created_at",
      "updated_at",
    ],
    projectRows,
    "id",
  );
  const texts = [];
  for (const [i, { id }] of ids.entries()) {
    texts.push([id, "en", `Scale project ${i}`, "A short note about this project.", "Scale town", "A description."]);
    if (i % 2 === 0) {
      texts.push([id, "ko", `규모 프로젝트 ${i}`, "짧은 소개", "도시", "설명"]);
      texts.push([id, "hi", `परियोजना ${i}`, "छोटा परिचय", "शहर", "विवरण"]);
    }
  }
  await insert(db, "project_texts", ["project_id", "locale", "title", "short_note", "location", "description"], texts);

  const at = new Date(now).toISOString();
  const memberIds = await insert(
    db,
    "members",
    ["member_no", "name", "joined_on", "position", "photo_id", "is_demo", "created_at", "updated_at"],
    Array.from({ length: members }, (_, i) => [
      `S-${i}`,
      `Scale Member ${i}`,
      "2020-01-01",
      i % 3 ? i : null,
      null,
      0,
      at,
      at,
    ]),
    "id",
  );
  const takenRegister = await fillAttendance(db, memberIds, now, at);
  const bulletinId = await fillBulletins(db, memberIds, now);
  await insert(
    db,
    "member_texts",
    ["member_id", "locale", "designation", "message"],
    memberIds.map(({ id }) => [id, "en", null, "Service above self."]),
  );

  await insert(
    db,
    "messages",
    ["kind", "locale", "name", "email", "phone", "age", "body", "submitted_at", "status", "spam_reason", "client_ip"],
    Array.from({ length: messages }, (_, i) => [
      i % 2 ? "join" : "contact",
      ["en", "ko", "hi"][i % 3],
      `Visitor ${i}`,
      `visitor-${i}@example.org`,
      "+91 90000 00000",
      null,
      `Message number ${i}: when is the next meeting?`,
      new Date(now - (i * 3 * 365 * day) / messages).toISOString(),
      i % 5 === 0 ? "new" : "handled",
      null,
      `10.0.${(i >> 8) & 255}.${i & 255}`,
    ]),
  );

  // Gifts: six financial years back from today, a third reported and not yet received, most with a PAN.
  const financialYearStart =
    new Date(now).getUTCMonth() >= 3 ? new Date(now).getUTCFullYear() : new Date(now).getUTCFullYear() - 1;
  const modes = ["upi", "bank", "cheque", "cash"];
  const causes = ["literacy", "health", "water", null];
  await insert(
    db,
    "gifts",
    [
      "reference",
      "status",
      "indian_citizen",
      "donor_name",
      "email",
      "phone",
      "address",
      "id_kind",
      "id_number",
      "amount_paise",
      "mode",
      "bank_reference",
      "given_on",
      "cause",
      "donation_type",
      "locale",
      "reported_at",
      "received_at",
      "created_at",
      "updated_at",
    ],
    Array.from({ length: gifts }, (_, i) => {
      const donor = i % panDonors;
      const withPan = i % 10 !== 0;
      const givenOn = new Date(Date.UTC(financialYearStart - 5, 3, 1) + ((i * 6 * 365) / gifts) * day)
        .toISOString()
        .slice(0, 10);
      const received = i % 3 !== 0;
      return [
        `GS${String(i).padStart(8, "0")}`,
        received ? "received" : "reported",
        1,
        `Scale Donor ${donor}`,
        `donor-${donor}@example.org`,
        "+91 90000 00000",
        withPan ? `${donor} Civil Lines, Kanpur` : "",
        withPan ? "pan" : null,
        withPan
          ? `AAAP${String.fromCharCode(65 + (donor % 26))}${String(donor).padStart(4, "0").slice(-4)}${String.fromCharCode(65 + (donor % 23))}`
          : null,
        [50_000, 100_000, 250_000, 500_000, 1_000_000][i % 5],
        modes[i % 4],
        `UTR${String(i).padStart(9, "0")}`,
        givenOn,
        causes[i % 4],
        "others",
        ["en", "ko", "hi"][i % 3],
        at,
        received ? at : null,
        at,
        at,
      ];
    }),
  );
  await db.run(
    `insert into receiving_body (id, registered_name, address, pan, urn, urn_issued_on, urn_valid_from, updated_at)
     values (1, 'Scale Trust', '1 Mall Road', 'AAATS1234Q', 'AAATS1234QF20214', '2021-09-24', '2021-04-01', ?)
     on conflict (id) do update set urn = excluded.urn, registered_name = excluded.registered_name, pan = excluded.pan`,
    [at],
  );
  await db.commit();
  // On PostgreSQL, as autovacuum would have done for a database that has lived with these rows:
  // its planner's statistics and visibility map (without it an index-only scan of a deep page
  // still reads every row it passes: 22 ms instead of 5 for the gifts' page 333). On SQLite the
  // server gathers its statistics itself when it starts (decision 0103).
  if (db.engine === "postgres") await db.run("vacuum analyze", []);
  return { takenRegister, bulletinId };
}

/**
 * A bulletin a week up to last week, sent: English texts with a few paragraphs, every other one
 * in Korean and Hindi too, one in ten for members only; each with a copy for every member in the
 * outbox as sending leaves it (claimed, delivered, the plain text kept, the HTML dropped), and
 * one unsubscribe. Returns the newest one's id (the 500th: public, as only every tenth is not).
 */
async function fillBulletins(db, memberIds, now) {
  const week = 7 * 86_400_000;
  const sentAt = (i) => new Date(now - (bulletins - i) * week).toISOString();
  const ids = await insert(
    db,
    "bulletins",
    ["status", "members_only", "scheduled_at", "sent_at", "recipients", "created_at", "updated_at"],
    Array.from({ length: bulletins }, (_, i) => [
      "sent",
      i % 10 === 0 ? 1 : 0,
      sentAt(i),
      sentAt(i),
      memberIds.length,
      sentAt(i),
      sentAt(i),
    ]),
    "id",
  );
  const body = (i) =>
    `## This week\n\nBulletin number ${i}: the club met on Thursday and planned the next health camp.\n\n- Blood donation drive on Sunday\n- School library books collected: ${i * 7}\n\nThank you to every member who gave their time. [Read about our projects](/projects).`;
  const texts = [];
  for (const [i, { id }] of ids.entries()) {
    texts.push([id, "en", `Bulletin ${i}: news from the club`, body(i), null]);
    if (i % 2 === 0) {
      texts.push([
        id,
        "ko",
        `소식지 ${i}호: 클럽 소식`,
        `## 이번 주\n\n소식지 ${i}호입니다. 목요일 모임에서 다음 건강 캠프를 계획했습니다.`,
        "{}",
      ]);
      texts.push([
        id,
        "hi",
        `बुलेटिन ${i}: क्लब की ख़बरें`,
        `## इस हफ़्ते\n\nबुलेटिन ${i}: गुरुवार की बैठक में अगला स्वास्थ्य शिविर तय हुआ।`,
        "{}",
      ]);
    }
  }
  await insert(db, "bulletin_texts", ["bulletin_id", "locale", "title", "body", "blocks"], texts);
  for (const [i, { id }] of ids.entries()) {
    const at = sentAt(i);
    await insert(
      db,
      "outbox",
      [
        "audience",
        "recipient",
        "subject",
        "body",
        "attempts",
        "next_attempt_at",
        "attempted_at",
        "sent_at",
        "created_at",
        "bulletin_id",
      ],
      memberIds.map((_, m) => [
        "visitor",
        `scale-member-${m}@example.org`,
        `Bulletin ${i}: news from the club`,
        `Bulletin number ${i}. Unsubscribe: https://club.example.org/unsubscribe/token-${m}`,
        1,
        at,
        at,
        at,
        at,
        id,
      ]),
    );
    await insert(
      db,
      "bulletin_unsubscribes",
      ["email", "how", "unsubscribed_at", "bulletin_id"],
      [[`scale-leaver-${i}@example.org`, "one-click", at, id]],
    );
  }
  return ids.at(-1).id;
}

/** The weekly meeting's last `meetings` Thursdays (19:00 India time), each register taken for every member. */
async function fillAttendance(db, memberIds, now, at) {
  const week = 7 * 86_400_000;
  // A Thursday 19:00 India time (13:30 UTC) in the week before now.
  const last = new Date(now - week);
  last.setUTCDate(last.getUTCDate() - ((last.getUTCDay() + 3) % 7));
  last.setUTCHours(13, 30, 0, 0);
  const first = new Date(last.getTime() - (meetings - 1) * week);
  const [{ id: eventId }] = await db.run(
    `insert into events (kind, starts_at, ends_at, all_day, recurrence, status, is_draft, sequence, created_at, updated_at)
     values ('club-meeting', ?, ?, 0, 'FREQ=WEEKLY', 'scheduled', 0, 0, ?, ?) returning id`,
    [first.toISOString(), new Date(first.getTime() + 90 * 60_000).toISOString(), at, at],
  );
  await db.run("insert into event_texts (event_id, locale, title) values (?, 'en', 'Weekly meeting')", [eventId]);
  const dates = Array.from({ length: meetings }, (_, i) => new Date(first.getTime() + i * week));
  await insert(
    db,
    "attendance_registers",
    ["event_id", "occurrence_at", "held_on", "visitors", "created_at", "updated_at"],
    dates.map((date) => [
      eventId,
      date.toISOString(),
      new Date(date.getTime() + 330 * 60_000).toISOString().slice(0, 10),
      2,
      at,
      at,
    ]),
  );
  const marks = ["present", "present", "present", "absent", "excused", "present", "absent"];
  for (const [index, date] of dates.entries())
    await insert(
      db,
      "attendance_marks",
      ["event_id", "occurrence_at", "member_id", "mark", "source", "marked_at"],
      memberIds.map(({ id }, m) => [
        eventId,
        date.toISOString(),
        id,
        marks[(m + index) % marks.length],
        "official",
        at,
      ]),
    );
  await insert(
    db,
    "attendance_leaves",
    ["member_id", "kind", "starts_on", "ends_on", "note", "created_at"],
    memberIds
      .filter((_, m) => m % 40 === 0)
      .map(({ id }, k) => [id, k % 2 === 0 ? "exempt" : "leave", "2024-01-01", null, "", at]),
  );
  await insert(
    db,
    "attendance_make_ups",
    ["member_id", "held_on", "kind", "place", "note", "status", "reported_at"],
    dates.flatMap((date, index) =>
      index % 5 === 0
        ? memberIds
            .filter((_, m) => m % 20 === index % 20)
            .map(({ id }) => [
              id,
              new Date(date.getTime() + 86_400_000).toISOString().slice(0, 10),
              "other-club",
              "Agra",
              "",
              "accepted",
              at,
            ])
        : [],
    ),
  );
  const lastHeldOn = new Date(last.getTime() + 330 * 60_000).toISOString().slice(0, 10);
  return `${eventId}-${lastHeldOn}`;
}

async function signIn(base) {
  const response = await fetch(`${base}/sign-in`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: base, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(official),
  });
  const cookie = (response.headers.get("set-cookie") ?? "").split(";")[0];
  if (!cookie.startsWith("session=")) throw new Error(`sign-in failed: ${response.status}`);
  return cookie;
}

async function lastPage(base, page, cookie) {
  const first = page.replace(/[?&]page=last/, "");
  const html = await (await fetch(`${base}${first}`, { headers: cookie ? { Cookie: cookie } : {} })).text();
  // The pagination's status, "Page 1 of N" (English pages; React marks text joins with <!-- -->).
  const pages = html.replaceAll("<!-- -->", "").match(/Page 1 of (\d+)/)?.[1];
  if (!pages) throw new Error(`${first}: no pagination`);
  return page.replace("page=last", `page=${pages}`);
}

/** Last financial year ("2025-26"): the one Form 10BD and 10BE are made for. */
function lastFinancialYear() {
  const now = new Date(Date.now() + 5.5 * 3_600_000);
  const start = (now.getUTCMonth() >= 3 ? now.getUTCFullYear() : now.getUTCFullYear() - 1) - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

/** Last month in India, YYYY-MM: the month whose attendance report is due. */
function lastMonth() {
  const now = new Date(Date.now() + 5.5 * 3_600_000);
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
}

/**
 * One request as a browser makes it (compression accepted), timed from sending to the last
 * byte received. The body is not decompressed: undici's fetch took some 60 ms of this
 * machine's time to decompress and gather Form 10BD's 1.8 MB, on the cores the server runs on.
 */
function timedGet(url, cookie) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const headers = { "Accept-Encoding": "br, gzip", ...(cookie ? { Cookie: cookie } : {}) };
    http
      .get(url, { headers }, (response) => {
        response.on("data", () => {});
        response.on("error", reject);
        response.on("end", () => resolve({ status: response.statusCode, ms: performance.now() - started }));
      })
      .on("error", reject);
  });
}

async function time(base, page, cookie) {
  const samples = [];
  // The first requests of a screen compile its code: a few are sent first and not counted.
  for (let i = -warmUp; i < requests; i++) {
    const url = `${base}${page}${page.includes("?") ? "&" : "?"}bench=${i}`;
    const { status, ms } = await timedGet(url, cookie);
    if (status !== 200) throw new Error(`${page}: ${status}`);
    if (i >= 0) samples.push(ms);
  }
  samples.sort((a, b) => a - b);
  const at = (q) => samples[Math.min(samples.length - 1, Math.floor(samples.length * q))];
  return { p50: at(0.5), p95: at(0.95) };
}

// "last" is the list's last page, read from its first page's page links.
const screens = [
  ["/projects", false],
  ["/projects?page=last", false],
  ["/korean/projects?page=200", false],
  ["/signature-projects", false],
  ["/members", false],
  ["/members?page=last", false],
  ["/project/SCALE-9999", false],
  ["/events", false],
  ["/bulletin", false],
  ["/bulletin?page=last", false],
  ["/bulletin/NEWEST", false],
  ["/bulletin.rss", false],
  ["/hindi/bulletin.atom", false],
  ["/projects.rss", false],
  ["/hindi/projects.atom", false],
  ["/sitemap.xml", false],
  ["/sitemap.xml?part=20", false],
  ["/project-table", true],
  ["/project-table?page=last", true],
  ["/members-table", true],
  ["/inbox", true],
  ["/inbox?page=last", true],
  ["/inbox?status=new", true],
  ["/dashboard", true],
  ["/bulletins", true],
  ["/bulletins?page=last", true],
  ["/gifts", true],
  ["/gifts?page=last", true],
  ["/gifts?status=reported&mode=upi", true],
  ["/gifts?q=scale+donor+1234", true],
  ["/gifts/10bd.csv?year=FY", true],
  ["/gifts/certificates?year=FY", true],
  ["/attendance?month=LAST", true],
  // Today's meeting, whose register may not be taken yet, and the last one taken (2,000 marks and its figures).
  ["/attendance/today", true],
  ["/attendance/TAKEN", true],
  ["/attendance/report?month=LAST", true],
  ["/attendance/report.csv?month=LAST", true],
];

const timedScreens = screens.filter(([page]) => !process.env.BENCH_ONLY || page.includes(process.env.BENCH_ONLY));

async function measure(engine, env, runner) {
  let server = await start(env);
  await server.stop();
  const db = await runner();
  const filling = performance.now();
  const { takenRegister, bulletinId } = await fill(db);
  await db.close();
  const filled = ((performance.now() - filling) / 1000).toFixed(1);
  server = await start(env);
  try {
    const cookie = await signIn(server.url);
    const results = [];
    for (const [page, signedIn] of timedScreens) {
      const asked = signedIn ? cookie : null;
      const address = page.includes("page=last")
        ? await lastPage(server.url, page, asked)
        : page
            .replace("year=FY", `year=${lastFinancialYear()}`)
            .replace("month=LAST", `month=${lastMonth()}`)
            .replace("TAKEN", takenRegister)
            .replace("NEWEST", String(bulletinId));
      results.push([address, await time(server.url, address, asked)]);
    }
    return { engine, filled, results };
  } finally {
    await server.stop();
  }
}

const runs = [];
const sqliteDir = fs.mkdtempSync(path.join(os.tmpdir(), "club-bench-scale-"));
runs.push(await measure("SQLite", { DATA_DIR: sqliteDir }, async () => sqliteRunner(path.join(sqliteDir, "club.db"))));
const postgresBase = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (postgresBase) {
  const schema = `bench_${crypto.randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: postgresBase });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const url = new URL(postgresBase);
  url.searchParams.set("options", `-c search_path=${schema}`);
  try {
    const env = {
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "club-bench-scale-pg-")),
      DATABASE_URL: url.toString(),
    };
    runs.push(await measure("PostgreSQL", env, () => postgresRunner(url.toString())));
  } finally {
    // BENCH_KEEP=1 leaves the filled schema for EXPLAIN ANALYZE (its name is printed).
    if (process.env.BENCH_KEEP) console.log(`PostgreSQL schema kept: ${schema}`);
    else await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  }
}

console.log(
  `${projects} projects, ${members} members, ${messages} messages, ${gifts} gifts, ${meetings * members} attendance marks, ${bulletins} bulletins (${bulletins * members} copies in the outbox); ${requests} sequential requests per screen after ${warmUp} not counted (ms)`,
);
console.log(`${"screen".padEnd(48)}${runs.map((r) => `${r.engine} p50`.padStart(16) + "p95".padStart(8)).join("")}`);
let worst = 0;
for (const [index, [, signedIn]] of timedScreens.entries()) {
  const cells = runs.map((run) => {
    const { p50, p95 } = run.results[index][1];
    worst = Math.max(worst, p95);
    return p50.toFixed(1).padStart(16) + p95.toFixed(1).padStart(8);
  });
  const address = runs[0].results[index][0];
  console.log(`${(signedIn ? `${address} (official)` : address).padEnd(48)}${cells.join("")}`);
}
for (const run of runs) console.log(`${run.engine}: filled in ${run.filled} s`);
console.log(`worst p95: ${worst.toFixed(1)} ms (budget ${budgetMs} ms)`);
if (worst > budgetMs) process.exitCode = 1;
