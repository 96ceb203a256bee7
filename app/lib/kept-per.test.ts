import { describe, expect, it } from "vitest";
import { keptPer } from "./kept-per";

describe("keptPer", () => {
  it("makes a value once per owner and key, and apart for each owner", () => {
    const kept = new WeakMap<object, Map<string, number>>();
    const [first, second] = [{}, {}];
    let made = 0;
    const make = () => ++made;
    expect(keptPer(kept, first, "a", make)).toBe(1);
    expect(keptPer(kept, first, "a", make)).toBe(1);
    expect(keptPer(kept, first, "b", make)).toBe(2);
    expect(keptPer(kept, second, "a", make)).toBe(3);
    expect(made).toBe(3);
  });
});
