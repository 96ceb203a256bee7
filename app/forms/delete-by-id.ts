// zod/mini: this schema is shipped to the browser with its form (decision 0019).
import { z } from "zod/mini";
import { requiredText } from "./official-fields";

/**
 * A delete-by-ID form (SPEC 4): its one ID field, by its form name (`code`,
 * `memberNo`). Which step a post is (ask or delete) travels beside it, in
 * `intent` (see confirmThenDelete).
 */
export function deleteByIdSchema<Field extends string>(field: Field, missing: string) {
  return z.object({ [field]: requiredText(100, missing, missing) } as Record<Field, ReturnType<typeof requiredText>>);
}
