const idPattern = /^[A-Za-z0-9_-]{11}$/;
const youtubeHosts = new Set([
  "youtube.com",
  "www.youtube.com",
  "m.youtube.com",
  "music.youtube.com",
  "youtube-nocookie.com",
  "www.youtube-nocookie.com",
]);
const shortHosts = new Set(["youtu.be", "www.youtu.be"]);
/** youtube.com/<kind>/ID: the player, Shorts, live streams, and the old Flash address. */
const idPaths = new Set(["embed", "shorts", "live", "v"]);

/**
 * The 11-character YouTube video id in a watch (youtube.com/watch?v=ID),
 * embed (youtube.com/embed/ID), Shorts (youtube.com/shorts/ID), live
 * (youtube.com/live/ID) or short-link (youtu.be/ID) address, on www., m. or
 * music.youtube.com, or null. Officials paste addresses by hand, so a missing
 * "https://" is forgiven.
 */
export function youtubeId(url: string | null | undefined): string | null {
  const trimmed = url?.trim();
  if (!trimmed) return null;
  let parsed: URL;
  try {
    parsed = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`);
  } catch {
    return null;
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") return null;
  const host = parsed.hostname.toLowerCase();
  const segments = parsed.pathname.split("/").filter(Boolean);
  let candidate: string | null | undefined = null;
  if (shortHosts.has(host)) {
    candidate = segments.length === 1 ? segments[0] : null;
  } else if (youtubeHosts.has(host)) {
    if (segments.length === 1 && segments[0] === "watch") candidate = parsed.searchParams.get("v");
    else if (segments.length === 2 && idPaths.has(segments[0] ?? "")) candidate = segments[1];
  }
  return candidate && idPattern.test(candidate) ? candidate : null;
}

/** The public YouTube page of a video, for readers without JavaScript. */
export function youtubeWatchUrl(id: string): string {
  return `https://www.youtube.com/watch?v=${id}`;
}

/** The privacy-enhanced player, loaded only when the visitor asks for it. */
export function youtubeEmbedUrl(id: string): string {
  return `https://www.youtube-nocookie.com/embed/${id}?autoplay=1`;
}
