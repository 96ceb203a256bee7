// zod/mini and no server code: officials' forms check times in the browser too (decision 0019, 0048).
import { z } from "zod/mini";

/** What the officials' forms say about a time they cannot read. */
export const timeExample = "Enter a time such as 7 pm, 7:30 pm or 19:30.";

/**
 * Every sentence parseTimeOfDay may answer, in English ({hour}: the hour typed):
 * a screen's catalogue gives them in its language (translatorOf).
 */
export const timeMessages = {
  example: timeExample,
  minutes: `An hour has 60 minutes: ${timeExample}`,
  twelve: `With am or pm the hour is 1 to 12. ${timeExample}`,
  hours: `A day has hours 0 to 23. ${timeExample}`,
  meridiem: "Add am or pm: {hour} am or {hour} pm.",
} as const;

export type TimeReading = { ok: true; value: string } | { ok: false; error: string };

const twelveHour = /^(\d{1,2})(?:[:.](\d{2}))?\s*([ap])\.?\s*m?\.?$/;
const twentyFourHour = /^(\d{1,2})[:.](\d{2})$/;
const fourDigits = /^(\d{3,4})$/;
const bareHour = /^(\d{1,2})$/;

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * A time of day as people write it: "7 pm", "7:30 PM", "7.30pm", "19:00",
 * "19.30", "1900", "730" → "HH:MM" (24 hours). A lone hour of 13 to 23 is
 * read on the 24-hour clock; a lone 1 to 12 is refused, as it could be morning
 * or evening. Nonsense gets a message saying what to type.
 */
export function parseTimeOfDay(input: string): TimeReading {
  const text = input.trim().toLowerCase().replace(/\s+/g, " ");
  const read = (hour: number, minute: number, meridiem?: "a" | "p"): TimeReading => {
    if (minute > 59) return { ok: false, error: timeMessages.minutes };
    if (meridiem) {
      if (hour < 1 || hour > 12) return { ok: false, error: timeMessages.twelve };
      const h = (hour % 12) + (meridiem === "p" ? 12 : 0);
      return { ok: true, value: `${pad(h)}:${pad(minute)}` };
    }
    if (hour > 23) return { ok: false, error: timeMessages.hours };
    return { ok: true, value: `${pad(hour)}:${pad(minute)}` };
  };
  let m = twelveHour.exec(text);
  if (m) return read(Number(m[1]), Number(m[2] ?? 0), m[3] as "a" | "p");
  m = twentyFourHour.exec(text);
  if (m) return read(Number(m[1]), Number(m[2]));
  m = fourDigits.exec(text);
  if (m) {
    const digits = (m[1] as string).padStart(4, "0");
    return read(Number(digits.slice(0, 2)), Number(digits.slice(2)));
  }
  m = bareHour.exec(text);
  if (m) {
    const hour = Number(m[1]);
    if (hour >= 13 && hour <= 23) return read(hour, 0);
    if (hour >= 1 && hour <= 12) return { ok: false, error: timeMessages.meridiem.replaceAll("{hour}", String(hour)) };
  }
  return { ok: false, error: timeExample };
}

/** "19:00" → "7:00 pm": how officials' screens show a stored time. */
export function timeInWords(hhmm: string): string {
  const [h, m] = hhmm.split(":").map(Number) as [number, number];
  return `${((h + 11) % 12) + 1}:${pad(m)} ${h < 12 ? "am" : "pm"}`;
}

/** A form field for a time of day that may be left empty: "" or "HH:MM". */
export const optionalTimeOfDay = () =>
  z.pipe(
    z.prefault(
      z.string().check(
        z.trim(),
        z.refine((v) => v === "" || parseTimeOfDay(v).ok, {
          error: (issue) => {
            const reading = parseTimeOfDay(String(issue.input ?? ""));
            return reading.ok ? timeExample : reading.error;
          },
        }),
      ),
      "",
    ),
    z.transform((v) => {
      if (v === "") return "";
      const reading = parseTimeOfDay(v);
      return reading.ok ? reading.value : v;
    }),
  );
