import { test as base, expect } from "@playwright/test";

/** Every test's browser may talk to this machine only: maps and video embeds are blocked. */
export const test = base.extend({
  context: async ({ context }, use) => {
    await context.route(
      (url) => !["127.0.0.1", "localhost"].includes(url.hostname) && url.protocol !== "data:",
      (route) => route.abort("blockedbyclient"),
    );
    await use(context);
  },
});

export { expect };
