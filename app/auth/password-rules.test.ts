import { expect, it } from "vitest";
import { passwordProblem } from "./password-rules";

it("password rules: at least 8 characters", () => {
  expect(passwordProblem("short")).toBe("too-short");
  expect(passwordProblem("seven77")).toBe("too-short");
  expect(passwordProblem("eight888 chars")).toBeNull();
});

it("password rules: not one of the common passwords, whatever the case or a trailing number", () => {
  expect(passwordProblem("password")).toBe("common");
  expect(passwordProblem("Password123")).toBe("common");
  expect(passwordProblem("RotaryClub2024")).toBe("common");
  expect(passwordProblem("12345678")).toBe("common");
  expect(passwordProblem("saffron kettle ladder")).toBeNull();
});

it("password rules: counts characters, not bytes, for Korean passwords", () => {
  expect(passwordProblem("로타리봉사")).toBe("too-short");
  expect(passwordProblem("로타리클럽의봉사정신")).toBeNull();
});
