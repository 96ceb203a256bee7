import { describe, expect, it } from "vitest";
import { type Locale, locales } from "~/i18n/locales";
import { eventTextFields, eventTextNames } from "~/models/event-texts";
import { memberTextFields, memberTextNames } from "~/models/member-texts";
import { eventFieldLabel, eventSchema } from "./event";
import { localizedField } from "./locale-fields";
import { memberEditSchema, memberFieldLabel } from "./member";

/** The paths of a refused form's problems (empty when it is accepted), and the parsed texts when accepted. */
function check(schema: typeof memberEditSchema | typeof eventSchema, values: Record<string, string>) {
  const result = schema.safeParse(values);
  const refused = result.success ? [] : result.error.issues.map((issue) => String(issue.path[0]));
  const texts = result.success ? (result.data.texts as Record<Locale, Record<string, string | null>>) : null;
  return { refused, texts };
}

const member = { photo: "3", name: "A", memberNo: "M-1", joinedOn: "2024-05-01", position: "3" };
const event = { kind: "club-meeting", startDate: "2025-01-31", allDay: "on", status: "scheduled", titleEn: "Meeting" };

const forms = [
  { what: "member", schema: memberEditSchema, base: member, fields: memberTextFields, names: memberTextNames },
  { what: "event", schema: eventSchema, base: event, fields: eventTextFields, names: eventTextNames },
] as const;

describe("member and event texts declared once in the model", () => {
  it("the member and event forms take each text's limit from its declaration", () => {
    for (const { what, schema, base, fields, names } of forms)
      for (const name of names)
        for (const locale of locales) {
          const field = localizedField(name, locale);
          const { max } = fields[name as keyof typeof fields];
          const atMax = check(schema, { ...base, [field]: "x".repeat(max) });
          expect(atMax.refused, `${what} ${field} at ${max}`).toEqual([]);
          expect(atMax.texts?.[locale]?.[name]).toBe("x".repeat(max));
          expect(check(schema, { ...base, [field]: "x".repeat(max + 1) }).refused, `${what} ${field}`).toEqual([field]);
        }
  });

  it("the limits, lines and columns stay as they were before the forms derived them", () => {
    const pinned = (fields: Record<string, { column: string; max: number; rows: number }>) =>
      Object.fromEntries(Object.entries(fields).map(([name, { column, max, rows }]) => [name, { column, max, rows }]));
    expect(pinned(memberTextFields)).toEqual({
      designation: { column: "designation", max: 80, rows: 0 },
      message: { column: "message", max: 600, rows: 4 },
    });
    expect(pinned(eventTextFields)).toEqual({
      title: { column: "title", max: 200, rows: 0 },
      venueName: { column: "venue_name", max: 200, rows: 0 },
      venueAddress: { column: "venue_address", max: 500, rows: 0 },
      description: { column: "description", max: 10_000, rows: 6 },
      statusNote: { column: "status_note", max: 500, rows: 0 },
    });
  });

  it("a save conflict names each text by its declared label, in its language", () => {
    expect(memberFieldLabel("designationKo")).toBe("Korean designation");
    expect(memberFieldLabel("messageHi")).toBe("Hindi message");
    expect(eventFieldLabel("titleEn")).toBe("English title");
    expect(eventFieldLabel("statusNoteKo")).toBe("Korean reason for cancelling or postponing");
    expect(eventFieldLabel("venueNameHi")).toBe("Hindi venue name");
    expect(eventFieldLabel("venueAddressKo")).toBe("Korean venue address");
  });
});
