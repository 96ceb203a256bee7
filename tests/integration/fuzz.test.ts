import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { flattenRoutes } from "~/lib/route-table";
import routes from "~/routes";
import { createTestSchema, postgresUrl } from "../helpers/postgres";
import { seededRandom as prng, type Random, type RawRequest, sendRaw } from "../helpers/raw-http";
import { type RunningServer, startServer, tempDataDir } from "../helpers/server";
import { uploadRoutes } from "../helpers/upload-routes";

/**
 * Rule: no input a client can send produces a 5xx or ends the process.
 *
 * The fuzzer is bounded by a fixed seed and a request count, never by a clock:
 * the same requests are sent on every run.
 */
const seed = 0x8838;
const requestCount = 4000;
const parallel = 4;

const adminEmail = "fuzz-official@example.org";
const adminPassword = "fuzzing is a long passphrase";

const port = { value: 0 };
const send = (request: RawRequest) => sendRaw(port.value, request);

// ---- The routes, from the route table itself -------------------------------

// Every pattern, the officials' screens under their layout route included; "/*" is the catch-all.
const table = [...new Set(flattenRoutes(routes).map((r) => r.pattern))];
/** Pages that take ?page= and filters. */
const listPaths = table.filter((path) => /members|projects|events|inbox|activity/.test(path) && !path.includes(":"));

function concretePaths(rnd: Random, path: string): string {
  return path
    .replace(":code", rnd.pick(["DEMO-SCHOOL-KITS", "DEMO-EYE-CAMP", "NOPE", "%00", "x".repeat(300), "%zz", "..%2f.."]))
    .replace(":id", rnd.pick(["1", "2", "0", "-1", "99999999999999999999", "abc", "1e309", "%"]))
    .replace(":document", rnd.pick(["home", "about", "giving", "branding", "nope", "%00", "__proto__"]))
    .replace(":number", rnd.pick(["1", "2", "0", "-1", "99999999999999999999", "abc", "1e309"]))
    .replace(/^\/\*$/, rnd.pick(["/no-such-page", "/%", "/a/b/c/d", "/%E0%A4%A", "/.env", "/..%2f..%2fetc%2fpasswd"]));
}

// ---- Request classes --------------------------------------------------------

const badQueryValues = [
  "99999999999999999999",
  "-1",
  "0",
  "1e309",
  "NaN",
  "abc",
  "%",
  "%zz",
  "%E0%A4%A",
  "%00",
  "%0d%0a",
  "<script>alert(1)</script>",
  "x".repeat(8000),
  "1.5",
  "0x10",
  "[]",
  "{}",
];
const queryNames = ["page", "status", "kind", "next", "video", "q", "id", "code", "lang", "index", "_routes", "_data"];
const fieldNames = [
  "intent",
  "id",
  "code",
  "reason",
  "memberNo",
  "name",
  "email",
  "password",
  "message",
  "phone",
  "titleEn",
  "titleKo",
  "descriptionEn",
  "descriptionKo",
  "projectDate",
  "cost",
  "manHours",
  "location",
  "videoUrl",
  "signature",
  "position",
  "designationEn",
  "designationHi",
  "messageKo",
  "joinedOn",
  "rotaryYear",
  "role",
  "roleLabel",
  "president",
  "secretary",
  "isDemo",
  "socialLinks",
  "causes",
  "media",
  "mediaIds",
  "order",
  "alt",
  "formStarted",
  "website",
  "status",
  "kind",
];
const intents = [
  "delete",
  "handled",
  "new",
  "not-spam",
  "retry",
  "save",
  "update",
  "edit",
  "add-term",
  "remove-term",
  "end-access",
  "keep-access",
  "add-past-president",
  "",
  "%",
  "x".repeat(500),
];
const fieldValues = [
  "",
  "1",
  "-1",
  "0",
  "99999999999999999999",
  "1e309",
  "NaN",
  "DEMO-SCHOOL-KITS",
  "DEMO-EYE-CAMP",
  "2024-13-45",
  "not-a-date",
  "a@example.org",
  "회원",
  "\u0000",
  "\r\n",
  "<script>alert(1)</script>",
  "x".repeat(70_000),
  "on",
  "[1,2,3]",
  '{"a":1}',
];
const badCookies = [
  "session=%",
  "session=%E0%A4%A",
  "session=",
  "session=abc",
  `session=${"a".repeat(4000)}`,
  "__Host-session=%",
  "session=%00%0d%0a",
  "=; ;;=;",
  "session",
];
const badContentTypes = [
  "application/json",
  "text/plain",
  "multipart/form-data",
  "multipart/form-data; boundary",
  "multipart/form-data; boundary=",
  "multipart/form-data; boundary=\u00ff\u00fe",
  "multipart/mixed; boundary=b",
  "application/x-www-form-urlencoded; charset=utf-7",
  "application/xml",
  ";;;",
  "x",
];
const wrongMethods = ["PUT", "PATCH", "DELETE", "TRACE", "OPTIONS", "PROPFIND", "CONNECT", "FOO", "M-SEARCH", "SEARCH"];

function formBody(rnd: Random, signedIn: boolean): string {
  const params = new URLSearchParams();
  const count = 1 + rnd.int(6);
  for (let i = 0; i < count; i++) {
    const name = rnd.pick(fieldNames);
    // Signing out would end the one session the fuzzer has.
    const value = name === "intent" ? rnd.pick(signedIn ? intents : [...intents, "logout"]) : rnd.pick(fieldValues);
    params.append(name, value);
  }
  let body = params.toString();
  if (rnd.next() < 0.2) body += rnd.pick(["&%zz=1", "&a=%", "&&&", "=&=", "&%E0%A4%A=x"]);
  return body;
}

function brokenMultipart(rnd: Random): { contentType: string; body: Buffer } {
  const boundary = rnd.pick(["b", "----fuzz", "x".repeat(70)]);
  const file = `--${boundary}\r\nContent-Disposition: form-data; name="${rnd.pick(["image", "photo", "media", "photos"])}"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
  const jpegStart = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
  const field = `--${boundary}\r\nContent-Disposition: form-data; name="${rnd.pick(fieldNames)}"\r\n\r\n${rnd.pick(fieldValues.slice(0, 14))}\r\n`;
  const variants: (() => Buffer)[] = [
    // No closing boundary.
    () => Buffer.concat([Buffer.from(field + file), jpegStart, rnd.bytes(200)]),
    // Bad part header.
    () => Buffer.from(`--${boundary}\r\nthis is not a header\r\n\r\nvalue\r\n--${boundary}--\r\n`),
    // Header never ends.
    () => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="a"\r\n${"X-Long: y\r\n".repeat(50)}`),
    // A different boundary than announced.
    () => Buffer.from(`--other\r\nContent-Disposition: form-data; name="a"\r\n\r\nv\r\n--other--\r\n`),
    // Only the closing boundary.
    () => Buffer.from(`--${boundary}--\r\n`),
    // Random bytes.
    () => rnd.bytes(1 + rnd.int(2000)),
    // A complete form with junk after it.
    () => Buffer.concat([Buffer.from(`${field}--${boundary}--\r\n`), rnd.bytes(100)]),
    // Content-Disposition without a name, with odd parameters.
    () =>
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; filename*=utf-8''%E0%A4\r\n\r\nx\r\n--${boundary}--\r\n`,
      ),
  ];
  const contentType = rnd.pick([
    `multipart/form-data; boundary=${boundary}`,
    `multipart/form-data; boundary="${boundary}"`,
    `multipart/form-data;boundary=${boundary}; charset=utf-8`,
  ]);
  return { contentType, body: rnd.pick(variants)() };
}

/** A complete, valid-looking upload, whose body the request then truncates or aborts. */
function uploadBody(rnd: Random): { contentType: string; body: Buffer } {
  const boundary = "----fuzzupload";
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="alt"\r\n\r\nalt text\r\n--${boundary}\r\nContent-Disposition: form-data; name="${rnd.pick(["image", "photo", "media", "photos"])}"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
    rnd.bytes(20_000 + rnd.int(200_000)),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { contentType: `multipart/form-data; boundary=${boundary}`, body };
}

const classes = [
  "wrong-method",
  "query",
  "cookie",
  "no-host",
  "content-type",
  "multipart",
  "truncated",
  "aborted",
  "form",
] as const;
type FuzzClass = (typeof classes)[number];

interface FuzzCase {
  kind: FuzzClass;
  signedIn: boolean;
  request: RawRequest;
}

function generate(rnd: Random, host: string, sessionCookie: string): FuzzCase {
  const kind = rnd.pick(classes);
  const signedIn = rnd.next() < 0.5;
  // Broken and cut-off bodies go half the time to the actions that take files.
  const bodyBreaking = kind === "multipart" || kind === "truncated" || kind === "aborted";
  let path = concretePaths(rnd, bodyBreaking && rnd.next() < 0.5 ? rnd.pick(uploadRoutes) : rnd.pick(table));
  if (rnd.next() < 0.15) path = path === "/" ? "/_root.data" : `${path}.data`;
  const headers: [string, string][] = [["Host", host]];
  const cookies = signedIn ? [sessionCookie] : [];
  let method = "GET";
  let body: Buffer | undefined;
  let version: RawRequest["version"] = "1.1";
  let ending: RawRequest["ending"] = "whole";
  const post = (contentType: string | null, payload: Buffer) => {
    method = "POST";
    body = payload;
    if (contentType !== null) headers.push(["Content-Type", contentType]);
    headers.push(["Origin", rnd.next() < 0.9 ? `http://${host}` : rnd.pick(["null", "http://evil.example", "%"])]);
  };

  switch (kind) {
    case "wrong-method":
      method = rnd.pick(wrongMethods);
      if (rnd.next() < 0.5) {
        body = Buffer.from(formBody(rnd, signedIn));
        headers.push(["Content-Type", "application/x-www-form-urlencoded"], ["Origin", `http://${host}`]);
      }
      if (method === "CONNECT") path = host;
      break;
    case "query": {
      // Lists with pages get a page number often: huge, negative, not a number.
      const list = rnd.next() < 0.3;
      if (list) path = `${rnd.pick(listPaths)}${path.endsWith(".data") ? ".data" : ""}`;
      const params = Array.from(
        { length: 1 + rnd.int(3) },
        (_, i) => `${list && i === 0 ? "page" : rnd.pick(queryNames)}=${rnd.pick(badQueryValues)}`,
      ).join("&");
      path = `${path}?${params}`;
      if (rnd.next() < 0.3) post("application/x-www-form-urlencoded", Buffer.from(formBody(rnd, signedIn)));
      break;
    }
    case "cookie":
      cookies.push(rnd.pick(badCookies));
      if (rnd.next() < 0.3) post("application/x-www-form-urlencoded", Buffer.from(formBody(rnd, signedIn)));
      break;
    case "no-host": {
      headers.shift();
      const how = rnd.int(4);
      if (how === 0) version = "1.0";
      else if (how === 1) headers.push(["Host", ""]);
      else if (how === 2) headers.push(["Host", rnd.pick(["a b", "[::1", "x/y", "@", "%", "é.example", "a:b:c"])]);
      else {
        version = "1.0";
        headers.push(["X-Forwarded-Host", "evil.example"]);
      }
      if (rnd.next() < 0.3) post("application/x-www-form-urlencoded", Buffer.from(formBody(rnd, signedIn)));
      break;
    }
    case "content-type":
      post(
        rnd.next() < 0.1 ? null : rnd.pick(badContentTypes),
        rnd.next() < 0.5 ? Buffer.from(formBody(rnd, signedIn)) : rnd.bytes(rnd.int(3000)),
      );
      break;
    case "multipart": {
      const { contentType, body: payload } = brokenMultipart(rnd);
      post(contentType, payload);
      break;
    }
    case "truncated":
    case "aborted": {
      const { contentType, body: payload } =
        rnd.next() < 0.7
          ? uploadBody(rnd)
          : { contentType: "application/x-www-form-urlencoded", body: Buffer.from(formBody(rnd, signedIn)) };
      post(contentType, payload);
      ending = kind;
      break;
    }
    case "form":
      post(
        rnd.pick(["application/x-www-form-urlencoded", "application/x-www-form-urlencoded; charset=utf-8"]),
        Buffer.from(formBody(rnd, signedIn)),
      );
      break;
  }
  if (cookies.length > 0) headers.push(["Cookie", cookies.join("; ")]);
  if (body) headers.push(["Content-Length", String(body.length)]);
  headers.push(["Connection", "close"]);
  return { kind, signedIn, request: { method, target: path, headers, body, version, ending } };
}

// ---- The tests --------------------------------------------------------------

/**
 * The focused rules run once, on SQLite; the seeded fuzz run also runs on
 * PostgreSQL, which refuses values (integers out of range, NUL bytes) that
 * SQLite stores quietly.
 */
const suites = [
  {
    name: "SQLite",
    count: requestCount,
    seed,
    focused: true,
    database: async () => ({ env: {}, drop: async () => {} }),
  },
  ...(postgresUrl
    ? [
        {
          name: "PostgreSQL",
          count: 1500,
          seed: seed + 1,
          focused: false,
          database: async () => {
            const schema = await createTestSchema(postgresUrl as string);
            return { env: { DATABASE_URL: schema.url }, drop: schema.drop };
          },
        },
      ]
    : []),
];

describe.each(suites)("no input a client can send produces a 5xx or ends the process ($name)", (suite) => {
  let server: RunningServer;
  let dropDatabase = async () => {};
  let host: string;
  let sessionCookie: string;

  beforeAll(async () => {
    const database = await suite.database();
    dropDatabase = database.drop;
    server = await startServer({
      ...database.env,
      DATA_DIR: tempDataDir("club-fuzz-"),
      ADMIN_EMAIL: adminEmail,
      ADMIN_PASSWORD: adminPassword,
    });
    const url = new URL(server.url);
    port.value = Number(url.port);
    host = url.host;
    const response = await fetch(`${server.url}/sign-in`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
      body: new URLSearchParams({ email: adminEmail, password: adminPassword }),
    });
    expect(response.status).toBe(302);
    sessionCookie = (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    expect(sessionCookie).toMatch(/^session=.{32,}/);
  });

  afterAll(async () => {
    await server?.stop();
    await dropDatabase();
  });

  const focusedIt = (name: string, test: () => Promise<void>) => {
    if (suite.focused) it(name, test);
  };

  async function signedInStill() {
    const response = await fetch(`${server.url}/inbox`, { redirect: "manual", headers: { Cookie: sessionCookie } });
    return response.status;
  }

  focusedIt("a request without Host (HTTP/1.0, empty or garbled Host) answers 400", async () => {
    for (const request of [
      { method: "GET", target: "/", headers: [], version: "1.0" as const },
      { method: "GET", target: "/about", headers: [["Host", ""]] as [string, string][] },
      { method: "GET", target: "/about", headers: [["Host", "a b"]] as [string, string][] },
      { method: "POST", target: "/sign-in", headers: [], version: "1.0" as const },
    ]) {
      expect((await send({ ...request, headers: [...request.headers, ["Connection", "close"]] })).status).toBe(400);
    }
  });

  focusedIt("methods a route does not handle answer 405 with an Allow header", async () => {
    for (const method of ["PUT", "PATCH", "DELETE"]) {
      const response = await fetch(`${server.url}/sign-in`, { method, headers: { Origin: server.url } });
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBe("GET, HEAD, POST, OPTIONS");
    }
    const about = await fetch(`${server.url}/about`, { method: "POST", headers: { Origin: server.url } });
    expect(about.status).toBe(405);
    expect(about.headers.get("allow")).toBe("GET, HEAD, OPTIONS");
    const upload = await fetch(`${server.url}/media-upload`);
    expect(upload.status).toBe(405);
    expect(upload.headers.get("allow")).toBe("POST, OPTIONS");
    for (const method of ["TRACE", "PROPFIND", "CONNECT"]) {
      const target = method === "CONNECT" ? host : "/";
      expect(
        (
          await send({
            method,
            target,
            headers: [
              ["Host", host],
              ["Connection", "close"],
            ],
          })
        ).status,
        method,
      ).toBe(405);
    }
    // A method Node's HTTP parser does not know is refused by Node itself.
    expect((await send({ method: "FOO", target: "/", headers: [["Host", host]] })).status).toBe(400);
    const options = await fetch(`${server.url}/contact`, { method: "OPTIONS" });
    expect(options.status).toBe(204);
    expect(options.headers.get("allow")).toBe("GET, HEAD, POST, OPTIONS");
  });

  focusedIt("a malformed session cookie (session=%) is no session, not a 500", async () => {
    for (const path of ["/", "/members", "/sign-in", "/inbox"]) {
      const response = await fetch(`${server.url}${path}`, { redirect: "manual", headers: { Cookie: "session=%" } });
      expect(response.status, path).toBeLessThan(400);
    }
  });

  focusedIt("a body that is not a form answers 415 and a broken form 400, on every kind of action", async () => {
    const post = (path: string, contentType: string, body: string, cookie = "") =>
      fetch(`${server.url}${path}`, {
        method: "POST",
        headers: { "Content-Type": contentType, Origin: server.url, ...(cookie ? { Cookie: cookie } : {}) },
        body,
      });
    expect((await post("/sign-in", "application/json", "{}")).status).toBe(415);
    expect((await post("/contact", "text/plain", "a=b")).status).toBe(415);
    expect((await post("/sign-in", "multipart/form-data", "--x--")).status).toBe(400);
    expect(
      (await post("/members", "multipart/form-data; boundary=b", "--b\r\nnope\r\n\r\n", sessionCookie)).status,
    ).toBe(400);
    expect((await post("/project-form", "application/json", "{}", sessionCookie)).status).toBe(415);
    const unterminated = '--b\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\n\r\n\xff\xd8\xff';
    for (const path of ["/project-form", "/project-table", "/members-table", "/add-member", "/media-upload"]) {
      expect((await post(path, "multipart/form-data; boundary=b", unterminated, sessionCookie)).status, path).toBe(400);
    }
    expect(server.process.exitCode).toBeNull();
  });

  focusedIt(
    "the redirect after a correct password goes only to a safe same-site next, else to the dashboard",
    async () => {
      const signIn = (next: string) =>
        fetch(`${server.url}/sign-in?next=${next}`, {
          method: "POST",
          redirect: "manual",
          headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
          body: new URLSearchParams({ email: adminEmail, password: adminPassword }),
        });
      for (const next of [
        "/%0d/x",
        "/%0a/x",
        "/%09/evil.example",
        "//evil.example",
        "/%5Cevil.example",
        "/%C3%A9",
        "%",
      ]) {
        const response = await signIn(next);
        expect(response.status, next).toBe(302);
        expect(response.headers.get("location"), next).toBe("/dashboard");
      }
      // A NUL byte anywhere in the address is refused before the form is read.
      expect((await signIn("/%00")).status).toBe(400);
      const good = await signIn(encodeURIComponent("/inbox?status=new"));
      expect(good.headers.get("location")).toBe("/inbox?status=new");
    },
  );

  focusedIt("every response carries a request id, which the request log line names", async () => {
    const first = await fetch(`${server.url}/about`);
    const second = await fetch(`${server.url}/about`, { headers: { "X-Request-Id": "chosen-by-client" } });
    const ids = [first.headers.get("x-request-id"), second.headers.get("x-request-id")];
    expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[1]).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[1]).not.toBe(ids[0]);
    await expect.poll(() => server.logs.some((line) => line.includes(`"requestId":"${ids[1]}"`))).toBe(true);
  });

  it(`survives ${suite.count} fuzzed requests to every route (seed ${suite.seed}) with no 5xx`, async () => {
    const rnd = prng(suite.seed);
    const cases = Array.from({ length: suite.count }, () => generate(rnd, host, sessionCookie));
    const sent: Record<string, number> = {};
    const failures: string[] = [];
    let next = 0;
    const worker = async () => {
      while (next < cases.length) {
        const fuzz = cases[next++] as FuzzCase;
        const key = `${fuzz.kind}${fuzz.signedIn ? " (official)" : ""}`;
        sent[key] = (sent[key] ?? 0) + 1;
        const result = await send(fuzz.request);
        const { method, target, version, ending } = fuzz.request;
        const label = `${fuzz.kind}: ${method} ${target.slice(0, 120)} HTTP/${version} ${ending} ${fuzz.signedIn ? "signed in" : "anonymous"}`;
        if (result.refused) failures.push(`server gone after ${label}`);
        else if (result.status !== null && result.status >= 500) failures.push(`${result.status} for ${label}`);
        else if (result.status === null && ending === "whole") failures.push(`no answer for ${label}`);
      }
    };
    await Promise.all(Array.from({ length: parallel }, worker));

    console.log(
      `fuzz (${suite.name}): ${suite.count} requests, seed ${suite.seed}\n${Object.entries(sent)
        .sort()
        .map(([kind, n]) => `  ${kind}: ${n}`)
        .join("\n")}`,
    );
    const alive = server.process.exitCode === null;
    const health = alive ? (await fetch(`${server.url}/healthz`)).status : null;
    // Every line the server wrote is one JSON object (no multi-line stack
    // traces), and every error names the request it belongs to.
    const plainLines = server.logs.filter((line) => !line.startsWith("{"));
    const errorsWithoutRequestId = server.logs.filter(
      (line) => line.startsWith('{"time"') && line.includes('"level":"error"') && !line.includes('"requestId"'),
    );
    expect({ failures, alive, health, plainLines, errorsWithoutRequestId }).toEqual({
      failures: [],
      alive: true,
      health: 200,
      plainLines: [],
      errorsWithoutRequestId: [],
    });
    // The fuzzer never signed out: officials' screens still open with its cookie.
    expect(await signedInStill()).toBe(200);
  }, 300_000);
});
