import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { ServerBuild } from "react-router";
import { ensureOfficialFromEnv } from "../app/auth/officials.server";
import { exportToFile } from "../app/backup/export.server";
import { startBackupSchedule } from "../app/backup/schedule.server";
import { type Database, migrateToLatest, openDatabase } from "../app/db/connect.server";
import { claimJobRun, releaseClaimsOfStoppedProcesses } from "../app/db/job-claims.server";
import { startPlannerStatistics } from "../app/db/planner-statistics.server";
import { type Config, parseConfigOrExit } from "../app/env.server";
import { log, setLogLevel } from "../app/log.server";
import { smtpTransport } from "../app/mail/transport.server";
import { createMailWorker, type MailWorker } from "../app/mail/worker.server";
import { createAvifWorker } from "../app/media/avif-worker.server";
import { startMediaCleanup } from "../app/media/cleanup.server";
import { createMediaStore } from "../app/media/create-store.server";
import { moveProfileOfficers } from "../app/models/profile-officers.server";
import { startTrashPurge } from "../app/models/trash.server";
import { mailAttachments } from "../app/receipt-pdf.server";
import { demoOfficerTerms } from "../app/seed/demo-content.server";
import { seedContent } from "../app/seed/initial-content.server";
import { seedIfEmpty } from "../app/seed/seed.server";
import { createRequestListener } from "./app";
import { startAttendanceReminders } from "./attendance-reminders";
import { startBulletinSchedule } from "./bulletin-schedule";
import { keepServingThroughStrayErrors } from "./crash-guard";
import { HtmlCache } from "./html-cache";
import { listenForPageChanges } from "./page-changes.server";

const here = path.dirname(fileURLToPath(import.meta.url));
const runningFromSource = import.meta.url.endsWith(".ts");
const hourMs = 60 * 60 * 1000;

async function main() {
  const config = parseConfigOrExit();
  setLogLevel(config.LOG_LEVEL);
  keepServingThroughStrayErrors();
  if (!config.PUBLIC_URL && config.NODE_ENV !== "development")
    log.warn("PUBLIC_URL is not set: there is no sitemap.xml, no project feed, and link previews have no image");

  const database = openDatabase(config.database);
  const applied = await migrateToLatest(database);
  if (applied.length > 0) log.info("migrations applied", { migrations: applied, database: database.engine });
  // SQLite's planner statistics, now for every table and then every few hours (decision 0103).
  const plannerStatistics = startPlannerStatistics(database);

  const media = createMediaStore(config);
  const admin = await ensureOfficialFromEnv(database.db, config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
  if (admin) log.info("official created from ADMIN_EMAIL", { email: admin.email });
  await seedIfEmpty(database.db, media, { demo: config.DEMO_CONTENT, engine: database.engine });
  await seedContent(database.db);
  // A database from before decision 0054 (or an older backup restored) keeps officers on the club profile.
  await moveProfileOfficers(database.db, database.engine, new Date(), demoOfficerTerms);
  // Before any scheduled job looks: what a killed process of this machine had claimed (an image's
  // AVIF variants, the day's archive) is done by this start, not left until its claim may be retaken.
  await releaseClaimsOfStoppedProcesses(database.db);
  startMediaCleanup(database.db, database.engine, media);
  // What has been in the trash 30 days goes for good; its photos are then left to the media clean-up.
  startTrashPurge(database.db);
  const backups = config.BACKUP_DIR
    ? startBackupSchedule({
        directory: path.resolve(config.BACKUP_DIR),
        keep: config.BACKUP_KEEP,
        write: (file, at) => exportToFile(file, { target: config.database, store: media, now: at }),
        // A write cut short by a process that stopped: taken up at the next start, else six hours on.
        claim: (day, at) => claimJobRun(database.db, { job: "backup", run: day, now: at, retakeAfterMs: 6 * hourMs }),
      })
    : null;
  // Images whose AVIF variants a stop cut short are finished now.
  const avif = createAvifWorker(database.db, media);
  avif.nudge();

  const mail = startMail(database, config);
  // Last month's attendance report, until it is sent to the district.
  startAttendanceReminders(database.db, config.PUBLIC_URL, () => mail?.nudge());
  const htmlCache = new HtmlCache(database.db, undefined, () => pageChanges?.announce());
  const pageChanges =
    config.database.kind === "postgres"
      ? await listenForPageChanges(config.database.url, () => htmlCache.clear())
      : null;
  // Scheduled bulletins, queued in the outbox when they are due; the archive's kept pages then go.
  startBulletinSchedule(database.db, config, media, () => {
    mail?.nudge();
    htmlCache.changed();
  });
  const common = { db: database.db, engine: database.engine, config, media, mail: mail ?? undefined, avif, htmlCache };
  let listener: ReturnType<typeof createRequestListener>;
  if (runningFromSource) {
    const vite = await import("vite");
    const devServer = await vite.createServer({ server: { middlewareMode: true } });
    listener = createRequestListener({
      ...common,
      devMiddleware: devServer.middlewares,
      build: () => devServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    });
  } else {
    const build = (await import(path.join(here, "server/index.js"))) as ServerBuild;
    listener = createRequestListener({ ...common, build, clientDir: path.join(here, "client") });
  }

  const server = http.createServer(listener).listen(config.PORT, config.HOST, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.PORT;
    log.info("listening", {
      url: `http://${config.HOST === "0.0.0.0" ? "localhost" : config.HOST}:${port}`,
      database: database.engine,
      demo: config.DEMO_CONTENT,
    });
  });
  // Idle keep-alive connections stay open longer than clients keep theirs (Node's agents and
  // browsers 4 to 5 s, proxies up to 60 s), so the client closes first: with Node's default of
  // 5 s both could close at once, and a request sent on the closing socket fails (ECONNRESET).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  // Node hands CONNECT to this event and, without a listener, drops the
  // connection unanswered: it gets the same 405 as any method we do not serve.
  server.on("connect", (_req, socket) => {
    socket.on("error", () => {});
    // Destroyed once written: a client that never closes its side would otherwise hold it open.
    socket.end(
      "HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD, POST, OPTIONS\r\nContent-Length: 0\r\nConnection: close\r\n\r\n",
      () => socket.destroy(),
    );
  });
  // Every socket, HTTP or not (a CONNECT is handed over and no longer tracked by the HTTP server),
  // so a stop can end them all.
  const sockets = new Set<import("node:net").Socket>();
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
  });
  server.on("error", (error) => {
    log.error("server failed to start", { err: error });
    process.exit(1);
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info("shutting down", { signal });
    // Stop accepting, let requests in flight finish, then close the database.
    const force = setTimeout(() => {
      server.closeAllConnections();
      for (const socket of sockets) socket.destroy();
    }, 10_000);
    force.unref();
    server.close(async () => {
      // E-mails in flight finish and are recorded before the database closes.
      await mail?.stop();
      await avif.stop();
      // An archive being written is finished, so no half-written temporary file stays behind.
      await backups?.stop();
      await pageChanges?.stop();
      plannerStatistics.stop();
      await database.close();
      log.info("stopped");
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

/** The outbox worker, or null (logged once) when SMTP_URL is not set: messages then wait in the inbox. */
function startMail(database: Database, config: Config): MailWorker | null {
  if (!config.SMTP_URL || !config.MAIL_FROM || !config.JOIN_TO || !config.CONTACT_TO) {
    log.warn("mail delivery is off: SMTP_URL is not set, so join requests and contact messages wait in the inbox", {
      inbox: "/inbox",
    });
    return null;
  }
  const worker = createMailWorker({
    db: database.db,
    engine: database.engine,
    transport: smtpTransport(config.SMTP_URL),
    from: config.MAIL_FROM,
    officials: { join: config.JOIN_TO, contact: config.CONTACT_TO },
    pollMs: config.MAIL_POLL_SECONDS * 1000,
    leaseMs: config.MAIL_LEASE_SECONDS * 1000,
    retry: {
      baseMs: config.MAIL_RETRY_BASE_SECONDS * 1000,
      maxMs: config.MAIL_RETRY_MAX_SECONDS * 1000,
      maxAttempts: config.MAIL_MAX_ATTEMPTS,
    },
    attachmentsFor: mailAttachments(database.db),
  });
  worker.start();
  log.info("mail delivery on", { acknowledgements: config.MAIL_ACK, pollSeconds: config.MAIL_POLL_SECONDS });
  return worker;
}

main().catch((error) => {
  log.error("start-up failed", { err: error });
  process.exit(1);
});
