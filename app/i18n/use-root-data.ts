import { useRouteLoaderData } from "react-router";
import type { RootData } from "~/i18n/root-data";

/** The root loader's data: locale, this language's strings and the club profile. */
export function useRootData(): RootData {
  const data = useRouteLoaderData("root") as RootData | undefined;
  if (!data) throw new Error("useRootData used outside the root route");
  return data;
}

export function useT() {
  return useRootData().t;
}

export function useLocale() {
  return useRootData().locale;
}
