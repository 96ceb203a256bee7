/** Every public screen of the specification (with three demo projects), in English. */
export const publicScreens = [
  "/",
  "/about",
  "/donate",
  "/projects",
  "/signature-projects",
  "/join",
  "/contact",
  "/project/DEMO-SEWING",
  "/project/DEMO-TREES",
  "/project/DEMO-WATER",
  "/members",
  "/sign-in",
];

/** Each public screen in English and under /korean. */
export const everyPublicPage = publicScreens.flatMap((path) => [path, path === "/" ? "/korean" : `/korean${path}`]);
