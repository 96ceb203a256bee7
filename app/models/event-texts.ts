import type { TextDeclarations, TextsOf } from "./text-declarations";

/**
 * An event's texts in each language, declared once: the name every layer uses
 * (the save, the form's `titleKo`), its column in event_texts, its label and
 * its limit. The reader, the writer, the form schema, the form's inputs and
 * the labels of a save conflict follow this list, so a new per-language text
 * starts here (guide: docs/guides/adding-a-field.md). Pure, so the browser's
 * form may read it.
 */
export const eventTextFields = {
  title: { column: "title", label: "Title", max: 200, rows: 0 },
  /** Where it is held, in words a reader of the language uses (migration 0017). */
  venueName: { column: "venue_name", label: "Venue name", max: 200, rows: 0 },
  venueAddress: { column: "venue_address", label: "Venue address", max: 500, rows: 0 },
  /** Markdown (the event page renders it, the feeds flatten it). */
  description: { column: "description", label: "Description", max: 10_000, rows: 6 },
  /** Why it was cancelled or postponed. */
  statusNote: { column: "status_note", label: "Reason for cancelling or postponing", max: 500, rows: 0 },
} as const satisfies TextDeclarations<"event_texts">;

export type EventTextName = keyof typeof eventTextFields;

/** An event's texts in one language; null shows the English text. */
export type EventTexts = TextsOf<typeof eventTextFields>;

export const eventTextNames = Object.keys(eventTextFields) as EventTextName[];
