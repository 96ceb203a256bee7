import { type ComponentType, lazy, memo, Suspense } from "react";

/**
 * A component only signed-in officials see, kept out of visitors' scripts:
 * the browser fetches its chunk the first time it renders. The server waits
 * for it and sends it in place (app/entry.server.tsx), so it also works
 * without JavaScript (docs/decisions/0038).
 *
 * Memoised: until its chunk arrives the server's HTML is not hydrated yet, and
 * a parent's re-render that reached it then (the navigation bar re-renders
 * once hydrated) made React throw that HTML away and draw it anew, closing a
 * menu the official had just opened. Callers pass stable props.
 */
export function officialsOnly<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  const Lazy = lazy(async () => ({ default: await load() }));
  return memo(function OfficialsOnly(props: Props) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  });
}
