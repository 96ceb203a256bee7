import { expect, expectNoAxeViolations, test } from "./fixtures";

/**
 * The axe check every sweep relies on runs in the page itself (legacy mode, fixtures.ts): it must
 * still fail on a violation, in the page and inside a same-origin frame.
 */
const framed = `<!doctype html><html lang="en"><head><title>Frame</title></head><body><main><img src="/favicon.svg"></main></body></html>`;
const whole = (body: string) =>
  `<!doctype html><html lang="en"><head><title>Harness</title></head><body><main><h1>Harness</h1>${body}</main></body></html>`;

test("the axe check fails on an image without alternative text, in the page, in a same-origin frame, and again in a page it checked before", async ({
  page,
}) => {
  await page.route("**/axe-harness/*", (route) => {
    const name = new URL(route.request().url()).pathname.split("/").pop();
    const body =
      name === "frame"
        ? framed
        : name === "in-page"
          ? whole('<img src="/favicon.svg">')
          : name === "in-frame"
            ? whole('<iframe title="Framed" src="/axe-harness/frame"></iframe>')
            : whole("<p>Nothing wrong here.</p>");
    return route.fulfill({ contentType: "text/html", body });
  });

  await page.goto("/axe-harness/clean");
  await expectNoAxeViolations(page);

  for (const name of ["in-page", "in-frame"]) {
    await page.goto(`/axe-harness/${name}`);
    if (name === "in-frame") await expect(page.frameLocator("iframe").locator("img")).toHaveCount(1);
    const failure = await expectNoAxeViolations(page).then(
      () => null,
      (error: Error) => error.message,
    );
    expect(failure, name).toContain("image-alt");
  }
  // A second check in the same page finds axe already there (it is not injected again) and still fails.
  await page.goto("/axe-harness/in-page");
  await expectNoAxeViolations(page).catch(() => {});
  await expect(expectNoAxeViolations(page)).rejects.toThrow("image-alt");
});
