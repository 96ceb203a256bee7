import { describe, expect, it } from "vitest";
import type { AuditEntry } from "~/models/audit.server";
import { auditDetails } from "./activity-labels";

const entry = (summary: string | null) => ({ summary }) as AuditEntry;

describe("the activity log's details", () => {
  it("give an instant older entries wrote as 2026-11-28T18:00Z in words, in India time", () => {
    expect(auditDetails(entry("Gala (2026-11-28T18:00Z, draft)"))).toBe("Gala (28 November 2026, 11:30 pm, draft)");
    expect(auditDetails(entry("At 2027-01-07T13:30:00.000Z"))).toBe("At 7 January 2027, 7:00 pm");
  });

  it("leave other text, and no summary, as they are", () => {
    expect(auditDetails(entry("DEMO-WATER: Clean water (draft saved)"))).toBe("DEMO-WATER: Clean water (draft saved)");
    expect(auditDetails(entry(null))).toBe("");
  });
});
