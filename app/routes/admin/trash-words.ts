/** How long ago an instant was, in words: "just now", "5 minutes ago", "yesterday", "12 days ago". */
export function timeAgo(iso: string, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - Date.parse(iso)) / 60_000));
  if (minutes < 1) return "just now";
  if (minutes < 60) return minutes === 1 ? "1 minute ago" : `${minutes} minutes ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return hours === 1 ? "1 hour ago" : `${hours} hours ago`;
  const days = Math.floor(hours / 24);
  return days === 1 ? "yesterday" : `${days} days ago`;
}

/** When a trash item goes for good, in words: "in 29 days", "within a day". */
export function purgedIn(purgeAt: string, now: Date): string {
  const days = Math.floor((Date.parse(purgeAt) - now.getTime()) / 86_400_000);
  if (days < 1) return "within a day";
  return days === 1 ? "in 1 day" : `in ${days} days`;
}
