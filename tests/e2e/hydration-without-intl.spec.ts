import { expect, test } from "./fixtures";
import { everyPublicPageIn } from "./public-pages";

/**
 * A browser's first Intl formatter, collator or locale-aware string method costs it 30 to 120 ms
 * of main thread (ICU's start), which on a phone lands in the middle of hydration as one long
 * task. Public pages write their dates and numbers with app/i18n/format.ts's written-out forms
 * (decision 0102), so hydrating them asks Intl nothing.
 */
test("every public page in every language hydrates without starting the browser's Intl", async ({ page }) => {
  await page.addInitScript(() => {
    const calls: string[] = [];
    (window as unknown as { intlCalls: string[] }).intlCalls = calls;
    const intl = Intl as unknown as Record<string, unknown>;
    for (const name of Object.getOwnPropertyNames(Intl)) {
      const original = intl[name];
      if (typeof original !== "function") continue;
      intl[name] = new Proxy(original, {
        construct(target, args) {
          calls.push(`new Intl.${name}`);
          return Reflect.construct(target as new (...a: unknown[]) => object, args);
        },
        apply(target, self, args) {
          calls.push(`Intl.${name}`);
          return Reflect.apply(target as (...a: unknown[]) => unknown, self, args);
        },
      });
    }
    const localeMethods: [object, string][] = [
      [String.prototype, "localeCompare"],
      [String.prototype, "toLocaleLowerCase"],
      [String.prototype, "toLocaleUpperCase"],
      [Number.prototype, "toLocaleString"],
      [Date.prototype, "toLocaleString"],
      [Date.prototype, "toLocaleDateString"],
      [Date.prototype, "toLocaleTimeString"],
      [Array.prototype, "toLocaleString"],
    ];
    for (const [prototype, name] of localeMethods) {
      const methods = prototype as Record<string, (...a: unknown[]) => unknown>;
      const original = methods[name] as (...a: unknown[]) => unknown;
      methods[name] = function (this: unknown, ...args: unknown[]) {
        calls.push(name);
        return original.apply(this, args);
      };
    }
  });
  for (const { url } of everyPublicPageIn) {
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(200);
    // React renders the footer after everything above it: once it carries React's own
    // properties, every component of the page has rendered on the client.
    await expect
      .poll(
        () =>
          page.evaluate(() => {
            const footer = document.querySelector("footer.site-footer");
            return footer !== null && Object.keys(footer).some((key) => key.startsWith("__reactFiber"));
          }),
        { message: `${url} hydrates` },
      )
      .toBe(true);
    expect(await page.evaluate(() => (window as unknown as { intlCalls: string[] }).intlCalls), url).toEqual([]);
  }
});
