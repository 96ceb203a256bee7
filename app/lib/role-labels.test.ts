import { describe, expect, it } from "vitest";
import { officialRoles, roleAllows } from "./role-labels";

describe("roles, least to most: editor, treasurer, administrator", () => {
  it("each role may do what the roles below it may, and nothing above", () => {
    const allowed = officialRoles.flatMap((role) =>
      officialRoles.filter((needed) => roleAllows(role, needed)).map((needed) => `${role}→${needed}`),
    );
    expect(allowed.sort()).toEqual(
      [
        "administrator→administrator",
        "administrator→treasurer",
        "administrator→editor",
        "treasurer→treasurer",
        "treasurer→editor",
        "editor→editor",
      ].sort(),
    );
  });
});
