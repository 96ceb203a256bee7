import fs from "node:fs";

/**
 * The browser the tests drive. Debian's `chromium-headless-shell` is the same Chromium build
 * without the desktop browser's window and interface: the full browser in headless mode runs
 * its interface renderer for every context, which made each new context cost about three
 * times the CPU (docs/decisions/0067-tests-on-the-headless-shell.md). `CHROMIUM_PATH` chooses
 * another binary; without the shell the full browser still works, only slower.
 */
export const testChromiumPath =
  process.env.CHROMIUM_PATH ??
  ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].find((candidate) => fs.existsSync(candidate)) ??
  "/usr/bin/chromium-headless-shell";

export const testChromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

export function requireTestChromium() {
  if (!fs.existsSync(testChromiumPath))
    throw new Error(
      `No Chromium at ${testChromiumPath}. Install Debian's package (apt-get install chromium-headless-shell) or set CHROMIUM_PATH to a Chromium binary; tests never download a browser.`,
    );
  return testChromiumPath;
}
