import { describe, expect, it } from "vitest";
import { parseWithSchema } from "./conform";
import { allFieldsRequired, pastPresidentSchema } from "./past-president";

const form = (fields: Record<string, string>) => new URLSearchParams(fields);

describe("past president schema", () => {
  it("every field is required, and each empty one says so under itself", () => {
    const submission = parseWithSchema(form({ rotaryYear: "", president: "Only President" }), pastPresidentSchema);
    expect(submission.status).toBe("error");
    expect(submission.status === "error" && submission.error).toEqual({
      rotaryYear: [allFieldsRequired],
      secretary: [allFieldsRequired],
    });
  });

  it("a complete entry is trimmed", () => {
    const submission = parseWithSchema(
      form({ rotaryYear: " 2024-2025 ", president: "A", secretary: " B " }),
      pastPresidentSchema,
    );
    expect(submission.status === "success" && submission.value).toEqual({
      rotaryYear: "2024-2025",
      president: "A",
      secretary: "B",
    });
  });

  it("the year is stored in its one form however it is written, and a text that is not one Rotary year is refused under it", () => {
    const written = parseWithSchema(
      form({ rotaryYear: "RY 2024-25", president: "A", secretary: "B" }),
      pastPresidentSchema,
    );
    expect(written.status === "success" && written.value.rotaryYear).toBe("2024-2025");
    const refused = parseWithSchema(form({ rotaryYear: "2024", president: "A", secretary: "B" }), pastPresidentSchema);
    expect(refused.status === "error" && refused.error).toEqual({
      rotaryYear: ["Enter the Rotary year as 2025-26 or 2025-2026."],
    });
  });

  it("a name over 120 characters is refused with its own message", () => {
    const submission = parseWithSchema(
      form({ rotaryYear: "2024-2025", president: "x".repeat(121), secretary: "B" }),
      pastPresidentSchema,
    );
    expect(submission.status === "error" && submission.error).toEqual({
      president: ["Keep the name under 120 characters."],
    });
  });

  it("the reply to a refused form keeps what was typed; the reply to a saved one resets the form", () => {
    const refused = parseWithSchema(form({ rotaryYear: "2024-2025", president: "A" }), pastPresidentSchema);
    expect(refused.reply().initialValue).toEqual({ rotaryYear: "2024-2025", president: "A" });
    const saved = parseWithSchema(form({ rotaryYear: "2024-25", president: "A", secretary: "B" }), pastPresidentSchema);
    expect(saved.reply({ resetForm: true })).toEqual({ initialValue: null });
  });
});
