import dns from "node:dns/promises";
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import net from "node:net";

/**
 * The one way the server fetches an address it did not choose itself (the
 * Firestore import's images, and any later one): see
 * docs/decisions/0041-safe-fetch.md. The host name is resolved first, every
 * address it resolves to is checked against the ranges below, the connection
 * goes to the address that was checked (no second look-up a rebinding DNS
 * server could answer differently), redirects are followed by hand and each
 * hop checked the same way, and size and time are limited. A refusal names
 * the URL and the reason; nothing is sent to a refused address.
 */

/** Why an address may not be fetched, by range; the first match is the reason given. */
const ipv4Ranges: [string, number, string][] = [
  ["0.0.0.0", 8, "an unspecified (0.0.0.0/8) address"],
  ["10.0.0.0", 8, "a private (10.0.0.0/8) address"],
  ["100.64.0.0", 10, "a shared carrier-grade NAT (100.64.0.0/10) address"],
  ["127.0.0.0", 8, "a loopback (127.0.0.0/8) address"],
  ["169.254.0.0", 16, "a link-local (169.254.0.0/16) address"],
  ["172.16.0.0", 12, "a private (172.16.0.0/12) address"],
  ["192.0.0.0", 24, "a reserved (192.0.0.0/24) address"],
  ["192.0.2.0", 24, "a documentation (192.0.2.0/24) address"],
  ["192.88.99.0", 24, "a reserved (192.88.99.0/24) address"],
  ["192.168.0.0", 16, "a private (192.168.0.0/16) address"],
  ["198.18.0.0", 15, "a benchmarking (198.18.0.0/15) address"],
  ["198.51.100.0", 24, "a documentation (198.51.100.0/24) address"],
  ["203.0.113.0", 24, "a documentation (203.0.113.0/24) address"],
  ["224.0.0.0", 4, "a multicast (224.0.0.0/4) address"],
  ["240.0.0.0", 4, "a reserved or broadcast (240.0.0.0/4) address"],
];

const ipv6Ranges: [string, number, string][] = [
  ["::", 128, "the unspecified (::) address"],
  ["::1", 128, "the loopback (::1) address"],
  ["100::", 64, "a discard (100::/64) address"],
  ["2001::", 23, "a reserved (2001::/23) address"],
  ["2001:db8::", 32, "a documentation (2001:db8::/32) address"],
  ["fc00::", 7, "a unique-local (fc00::/7) address"],
  ["fe80::", 10, "a link-local (fe80::/10) address"],
  ["fec0::", 10, "a site-local (fec0::/10) address"],
  ["ff00::", 8, "a multicast (ff00::/8) address"],
];

const lists = {
  ipv4: ipv4Ranges.map(([address, prefix, reason]) => {
    const list = new net.BlockList();
    list.addSubnet(address, prefix, "ipv4");
    return { list, reason };
  }),
  ipv6: ipv6Ranges.map(([address, prefix, reason]) => {
    const list = new net.BlockList();
    list.addSubnet(address, prefix, "ipv6");
    return { list, reason };
  }),
};

/** The eight 16-bit groups of an IPv6 address (any spelling, dotted tail included). */
function ipv6Groups(address: string): number[] {
  // The URL parser writes every IPv6 address one way: compressed, hexadecimal, no dotted tail.
  const canonical = new URL(`http://[${address}]/`).hostname.slice(1, -1);
  const [head = "", tail] = canonical.split("::");
  const part = (text: string) => (text ? text.split(":").map((group) => Number.parseInt(group, 16)) : []);
  const before = part(head);
  const after = tail === undefined ? [] : part(tail);
  return [...before, ...new Array(8 - before.length - after.length).fill(0), ...after];
}

function ipv4From(high: number, low: number) {
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join(".");
}

/**
 * An IPv4 address an IPv6 one carries and would reach: IPv4-mapped
 * (::ffff:a.b.c.d), IPv4-compatible (::a.b.c.d), NAT64 (64:ff9b::a.b.c.d)
 * and 6to4 (2002:aabb:ccdd::).
 */
function embeddedIpv4(groups: number[]): string | null {
  const [g0, g1, g2, g3, g4, g5, g6 = 0, g7 = 0] = groups;
  const zeros = (...values: (number | undefined)[]) => values.every((v) => v === 0);
  if (zeros(g0, g1, g2, g3, g4) && (g5 === 0xffff || g5 === 0)) return ipv4From(g6, g7);
  if (g0 === 0x64 && g1 === 0xff9b && zeros(g2, g3, g4, g5)) return ipv4From(g6, g7);
  if (g0 === 0x2002) return ipv4From(g1 ?? 0, g2 ?? 0);
  return null;
}

/**
 * Why `address` (an IP address, any spelling Node accepts) may not be
 * fetched, or null when it may: loopback, private, carrier-grade NAT,
 * link-local, multicast, unspecified, reserved, documentation and
 * unique-local ranges, and any IPv6 form that carries such an IPv4 address.
 */
export function refusedAddress(address: string): string | null {
  const family = net.isIP(address);
  if (family === 4) return lists.ipv4.find((range) => range.list.check(address, "ipv4"))?.reason ?? null;
  if (family !== 6) return "not an IP address";
  const groups = ipv6Groups(address);
  const carried = embeddedIpv4(groups);
  if (carried !== null) {
    // :: and ::1 are IPv6's own unspecified and loopback addresses, not IPv4 ones.
    const own = lists.ipv6.find((range) => range.list.check(address, "ipv6"));
    if (own && groups.slice(0, 7).every((g) => g === 0)) return own.reason;
    const inner = refusedAddress(carried);
    return inner ? `${inner} (${carried}) inside an IPv6 address` : null;
  }
  return lists.ipv6.find((range) => range.list.check(address, "ipv6"))?.reason ?? null;
}

export interface SafeFetchOptions {
  /** The whole fetch, redirects included: connecting, headers and body. */
  timeoutMs?: number;
  /** Counted while the body streams in; the fetch stops at the first byte over. */
  maxBytes?: number;
  /** Redirects followed; one more is refused. */
  maxRedirects?: number;
  /** Stops the fetch from outside (it then fails as "aborted"). */
  signal?: AbortSignal;
  /**
   * TESTS ONLY: loopback ports that may be fetched, because tests serve files
   * from 127.0.0.1. Only callers in tests pass it; no setting or environment
   * variable reaches it, so a deployment cannot turn it on by accident.
   */
  testOnlyLoopbackPorts?: readonly number[];
  /** Resolves a host name to its addresses (default: the system's resolver, every address). */
  resolve?: (hostname: string) => Promise<{ address: string; family: number }[]>;
}

export type SafeFetchFailure = {
  ok: false;
  /** refused: the address (or a redirect to one) is not allowed; nothing was sent to it. */
  kind: "refused" | "too-large" | "timeout" | "http" | "network" | "aborted";
  /** Worth trying again (network errors, timeouts, 5xx answers). */
  retryable: boolean;
  /** The URL, and what went wrong: "http://127.0.0.1/ was refused: a loopback (127.0.0.0/8) address". */
  reason: string;
  /** The URL that was refused or failed (a redirect's target, when a redirect led there). */
  url: string;
  status?: number;
};

export type SafeFetchResult =
  | { ok: true; status: number; url: string; contentType: string | null; bytes: Buffer }
  | SafeFetchFailure;

export const safeFetchDefaults = { timeoutMs: 30_000, maxBytes: 10 * 1024 * 1024, maxRedirects: 5 };

function megabytes(bytes: number) {
  return `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;
}

const systemResolve = (hostname: string) => dns.lookup(hostname, { all: true, verbatim: true });

type Checked = { ok: true; address: string; family: 4 | 6 } | { ok: false; reason: string };

/** The address to connect to for `url`, after every address its host resolves to was checked. */
async function checkTarget(url: URL, options: SafeFetchOptions): Promise<Checked> {
  const host = url.hostname.startsWith("[") ? url.hostname.slice(1, -1) : url.hostname;
  const port = Number(url.port || (url.protocol === "https:" ? 443 : 80));
  let addresses: { address: string; family: number }[];
  if (net.isIP(host)) addresses = [{ address: host, family: net.isIP(host) }];
  else {
    try {
      addresses = await (options.resolve ?? systemResolve)(host);
    } catch (error) {
      return { ok: false, reason: `its host ${host} could not be resolved (${(error as Error).message})` };
    }
    if (addresses.length === 0) return { ok: false, reason: `its host ${host} has no address` };
  }
  // Every address must pass: a host that also resolves inside could be steered there.
  for (const { address } of addresses) {
    const reason = refusedAddress(address);
    if (!reason) continue;
    const loopback = reason.includes("loopback");
    if (loopback && options.testOnlyLoopbackPorts?.includes(port)) continue;
    return { ok: false, reason: host === address ? `${reason}` : `${host} resolves to ${address}, ${reason}` };
  }
  const first = addresses[0] as { address: string; family: number };
  return { ok: true, address: first.address, family: first.family === 6 ? 6 : 4 };
}

/** A look-up that answers the checked address and nothing else: the socket connects where the check looked. */
function pinnedLookup(address: string, family: 4 | 6): LookupFunction {
  return ((_hostname: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (options?.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  }) as unknown as LookupFunction;
}

/** The body went past the size limit (declared or counted). */
class TooLarge extends Error {}

interface Hop {
  status: number;
  location: string | null;
  contentType: string | null;
  bytes: Buffer | null;
}

/** One request to the checked address; a redirect's body is not read. */
function request(url: URL, target: { address: string; family: 4 | 6 }, maxBytes: number, signal: AbortSignal) {
  return new Promise<Hop>((resolve, reject) => {
    const client = url.protocol === "https:" ? https : http;
    const req = client.request(
      url,
      {
        method: "GET",
        lookup: pinnedLookup(target.address, target.family),
        // The host name, not the address: the Host header and TLS's name check stay the URL's.
        headers: { "user-agent": "rotary-club-website", accept: "*/*", "accept-encoding": "identity" },
        signal,
        agent: false,
      },
      (res) => {
        const status = res.statusCode ?? 0;
        const location = typeof res.headers.location === "string" ? res.headers.location : null;
        const contentType = res.headers["content-type"] ?? null;
        if (status >= 300 && status < 400 && location !== null) {
          res.destroy();
          return resolve({ status, location, contentType, bytes: null });
        }
        if (status < 200 || status >= 300) {
          res.destroy();
          return resolve({ status, location: null, contentType, bytes: null });
        }
        const declared = Number(res.headers["content-length"]);
        if (Number.isFinite(declared) && declared > maxBytes) {
          reject(new TooLarge());
          res.destroy();
          return;
        }
        const chunks: Buffer[] = [];
        let total = 0;
        res.on("data", (chunk: Buffer) => {
          total += chunk.byteLength;
          if (total > maxBytes) {
            // Rejected first: destroying the answer makes it report a break-off, which must not win.
            reject(new TooLarge());
            res.destroy();
            return;
          }
          chunks.push(chunk);
        });
        res.on("end", () => resolve({ status, location: null, contentType, bytes: Buffer.concat(chunks) }));
        res.on("error", reject);
        res.on("aborted", () => reject(new Error("the answer broke off")));
      },
    );
    req.on("error", reject);
    req.end();
  });
}

/**
 * GETs `url` (http or https only) as described above; never throws. The
 * result is the body of the last hop, or why there is none.
 */
export async function safeFetch(url: string, options: SafeFetchOptions = {}): Promise<SafeFetchResult> {
  const { timeoutMs, maxBytes, maxRedirects } = { ...safeFetchDefaults, ...options };
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
  let current: URL;
  try {
    current = new URL(url);
  } catch {
    return { ok: false, kind: "refused", retryable: false, url, reason: `${url} is not a URL` };
  }
  const fail = (failure: Omit<SafeFetchFailure, "ok">): SafeFetchFailure => ({ ok: false, ...failure });
  for (let redirects = 0; ; redirects++) {
    // The first address as it was given (0x7f000001 stays so), a redirect's as the URL parser reads it.
    const href = redirects === 0 ? url : current.href;
    const via = redirects === 0 ? "" : ` (a redirect from ${url})`;
    if (current.protocol !== "https:" && current.protocol !== "http:")
      return fail({ kind: "refused", retryable: false, url: href, reason: `${href}${via} is not an http(s) URL` });
    if (current.username || current.password)
      return fail({ kind: "refused", retryable: false, url: href, reason: `${href}${via} carries a user name` });
    const target = await checkTarget(current, options);
    if (!target.ok)
      return fail({
        kind: "refused",
        retryable: false,
        url: href,
        reason: `${href}${via} was refused: ${target.reason}`,
      });
    let hop: Hop;
    try {
      hop = await request(current, target, maxBytes, signal);
    } catch (error) {
      if (error instanceof TooLarge)
        return fail({
          kind: "too-large",
          retryable: false,
          url: href,
          reason: `${href}${via} is larger than ${megabytes(maxBytes)}`,
        });
      if (timeout.aborted)
        return fail({ kind: "timeout", retryable: true, url: href, reason: `${href}${via} took over ${timeoutMs} ms` });
      if (signal.aborted) return fail({ kind: "aborted", retryable: false, url: href, reason: `${href} was stopped` });
      const cause = error instanceof Error ? error.message : String(error);
      return fail({
        kind: "network",
        retryable: true,
        url: href,
        reason: `${href}${via} could not be fetched: ${cause}`,
      });
    }
    if (hop.location !== null) {
      if (redirects >= maxRedirects)
        return fail({
          kind: "refused",
          retryable: false,
          url: href,
          reason: `${url} was refused: more than ${maxRedirects} redirects`,
        });
      try {
        current = new URL(hop.location, current);
      } catch {
        return fail({ kind: "http", retryable: false, url: href, reason: `${href}${via} redirects to no URL` });
      }
      continue;
    }
    if (hop.bytes === null)
      return fail({
        kind: "http",
        retryable: hop.status >= 500,
        status: hop.status,
        url: href,
        reason: `${href}${via} answered HTTP ${hop.status}`,
      });
    return { ok: true, status: hop.status, url: href, contentType: hop.contentType, bytes: hop.bytes };
  }
}
