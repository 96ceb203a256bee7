// zod/mini: shipped to the browser with the officials' forms.
import { z } from "zod/mini";
import { canonicalRotaryYear, rotaryYearHint } from "~/lib/rotary-year";
import { requiredText } from "./official-fields";

/**
 * A Rotary year as typed ("2025-26", "2025-2026", "RY 2025/26"...), read into
 * its one stored form ("2025-2026"). Past presidents and officer terms share it.
 */
export const rotaryYearField = (required: string) =>
  z.pipe(
    requiredText(40, required, rotaryYearHint),
    z.transform((typed: string, ctx) => {
      const year = canonicalRotaryYear(typed);
      if (year !== null) return year;
      ctx.issues.push({ code: "custom", message: rotaryYearHint, input: typed });
      return z.NEVER;
    }),
  );
