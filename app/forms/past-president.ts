import { z } from "zod";

export const allFieldsRequired = "❗ All fields are required.";

/** Used by the add page and by the edit dialog (DESIGN.md, deliberate change 9). */
export const pastPresidentSchema = z.object({
  rotaryYear: z.string().trim().min(1, allFieldsRequired).max(40, "Keep the year short, e.g. 2024-2025."),
  president: z.string().trim().min(1, allFieldsRequired).max(120, "Keep the name under 120 characters."),
  secretary: z.string().trim().min(1, allFieldsRequired).max(120, "Keep the name under 120 characters."),
});

export type PastPresidentInput = z.infer<typeof pastPresidentSchema>;
