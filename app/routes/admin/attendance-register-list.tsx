import { useCallback, useEffect, useRef, useState } from "react";
import { Form } from "react-router";
import type { AttendanceCopy } from "~/i18n/content/admin/attendance";
import { fill } from "~/i18n/types";
import type { AttendanceMark } from "~/lib/attendance-figures";
import { attendanceMarks, marksPath, memberMatches } from "./attendance-words";

interface Row {
  memberId: number;
  name: string;
  memberNo: string;
  mark: AttendanceMark | null;
  source: "official" | "self" | "leave" | null;
}

type Queue = Record<string, AttendanceMark>;

const queueKey = (meetingKey: string) => `attendance-queue:${meetingKey}`;

function readQueue(meetingKey: string): Queue {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(queueKey(meetingKey)) ?? "{}");
    if (!parsed || typeof parsed !== "object") return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(([id, mark]) => /^\d+$/.test(id) && attendanceMarks.includes(mark)),
    ) as Queue;
  } catch {
    return {};
  }
}

function writeQueue(meetingKey: string, queue: Queue) {
  try {
    if (Object.keys(queue).length === 0) localStorage.removeItem(queueKey(meetingKey));
    else localStorage.setItem(queueKey(meetingKey), JSON.stringify(queue));
  } catch {
    // Private browsing without storage: the taps are still sent while the page is open.
  }
}

type SyncState =
  | { kind: "saved" }
  | { kind: "sending" }
  | { kind: "waiting"; count: number }
  | { kind: "refused"; reason: string };

/**
 * The register's list of members, one row of marks each. Without JavaScript
 * it is a form saved whole. With it, each tap is stored in this phone's
 * localStorage and sent at once; without a signal the taps wait there (a
 * page reloaded meanwhile still has them) and go when the connection
 * returns. A change is a mark, not a toggle, so sending one twice stores it once.
 */
export function RegisterList({
  meetingKey,
  rows,
  copy,
  liveSearch,
  query: pageQuery,
}: {
  meetingKey: string;
  /** The rows of the page shown (all of them in a club of up to registerPageSize members). */
  rows: Row[];
  copy: AttendanceCopy;
  /** Filter the rows as one types: when they are the whole register, not a page of it. */
  liveSearch: boolean;
  /** The page's query (?page=, ?q=), kept by the form saved without JavaScript. */
  query: string;
}) {
  const words = copy.register;
  const [marks, setMarks] = useState<Record<number, AttendanceMark | null>>(() =>
    Object.fromEntries(rows.map((row) => [row.memberId, row.mark])),
  );
  const [hydrated, setHydrated] = useState(false);
  const [query, setQuery] = useState("");
  const [sync, setSync] = useState<SyncState>({ kind: "saved" });
  const sending = useRef(false);

  const flush = useCallback(async () => {
    if (sending.current) return;
    const queue = readQueue(meetingKey);
    const count = Object.keys(queue).length;
    if (count === 0) return setSync({ kind: "saved" });
    if (!navigator.onLine) return setSync({ kind: "waiting", count });
    sending.current = true;
    setSync({ kind: "sending" });
    try {
      const body = new URLSearchParams({
        meeting: meetingKey,
        changes: JSON.stringify(
          Object.entries(queue).map(([memberId, mark]) => ({ memberId: Number(memberId), mark })),
        ),
      });
      const response = await fetch(marksPath, { method: "POST", body, redirect: "manual", credentials: "same-origin" });
      if (response.ok) {
        // Taps made while this was on its way stay queued for the next send.
        const now = readQueue(meetingKey);
        for (const [memberId, mark] of Object.entries(queue)) if (now[memberId] === mark) delete now[memberId];
        writeQueue(meetingKey, now);
      } else if (response.status === 400 || response.status === 404 || response.status === 409) {
        writeQueue(meetingKey, {});
        setSync({ kind: "refused", reason: (await response.text()).slice(0, 200) });
        return;
      } else {
        // Signed out, or the server is unwell: keep the taps for the next try.
        setSync({ kind: "waiting", count });
        return;
      }
    } catch {
      setSync({ kind: "waiting", count: Object.keys(readQueue(meetingKey)).length });
      return;
    } finally {
      sending.current = false;
    }
    const left = Object.keys(readQueue(meetingKey)).length;
    if (left > 0) void flush();
    else setSync({ kind: "saved" });
  }, [meetingKey]);

  // The server's marks (after "everyone present", say), with the taps still waiting on this phone on top.
  useEffect(() => {
    const queue = readQueue(meetingKey);
    setMarks(
      Object.fromEntries(rows.map((row) => [row.memberId, queue[String(row.memberId)] ?? row.mark])) as Record<
        number,
        AttendanceMark | null
      >,
    );
  }, [rows, meetingKey]);

  useEffect(() => {
    setHydrated(true);
    void flush();
    const online = () => void flush();
    window.addEventListener("online", online);
    window.addEventListener("offline", online);
    return () => {
      window.removeEventListener("online", online);
      window.removeEventListener("offline", online);
    };
  }, [flush]);

  function choose(memberId: number, mark: AttendanceMark) {
    setMarks((current) => ({ ...current, [memberId]: mark }));
    writeQueue(meetingKey, { ...readQueue(meetingKey), [memberId]: mark });
    void flush();
  }

  const matches = (row: Row) => memberMatches(row, query);
  const shown = rows.filter(matches).length;

  return (
    <Form method="post" action={`/attendance/${meetingKey}${pageQuery}`} className="register-form">
      <input type="hidden" name="intent" value="save" />
      {hydrated ? (
        <>
          {liveSearch ? (
            <div className="field register-search">
              <label htmlFor="register-search">{words.search}</label>
              <input
                id="register-search"
                type="search"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                aria-describedby="register-search-hint"
                autoComplete="off"
              />
              <p id="register-search-hint" className="hint">
                {words.searchHint}
              </p>
            </div>
          ) : null}
          <p className="hint">{words.live}</p>
          <p role="status" aria-live="polite" className={`sync-state sync-${sync.kind}`}>
            {syncText(words, sync)}
          </p>
        </>
      ) : null}
      {shown === 0 ? <p>{words.noMatch}</p> : null}
      <ul className="register-list">
        {rows.map((row) => (
          <li key={row.memberId} hidden={!matches(row)}>
            <fieldset className="register-row">
              <legend>
                <span className="register-name">{row.name}</span>{" "}
                <span className="register-number">{fill(words.memberNo, { number: row.memberNo })}</span>
                {row.source === "self" ? <span className="register-tag"> · {words.selfCheckedIn}</span> : null}
                {row.source === "leave" ? <span className="register-tag"> · {words.fromLeave}</span> : null}
              </legend>
              <div className="mark-choices">
                {attendanceMarks.map((mark) => (
                  <label key={mark} className={`mark-choice mark-${mark}`}>
                    <input
                      type="radio"
                      name={`mark-${row.memberId}`}
                      value={mark}
                      checked={marks[row.memberId] === mark}
                      onChange={() => choose(row.memberId, mark)}
                    />
                    <span>{copy.marks[mark]}</span>
                  </label>
                ))}
              </div>
            </fieldset>
          </li>
        ))}
      </ul>
      <button type="submit" className="button primary">
        {words.save}
      </button>
    </Form>
  );
}

function syncText(words: AttendanceCopy["register"], sync: SyncState) {
  switch (sync.kind) {
    case "saved":
      return words.allSaved;
    case "sending":
      return words.sending;
    case "waiting":
      return sync.count === 1 ? words.oneWaiting : fill(words.waiting, { count: sync.count });
    case "refused":
      return fill(words.refused, { reason: sync.reason });
  }
}
