import { type ComponentType, lazy, memo, Suspense } from "react";

/**
 * A component only signed-in officials see, kept out of visitors' scripts:
 * the browser fetches its chunk the first time it renders. The server waits
 * for it and sends it in place (app/entry.server.tsx), so it also works
 * without JavaScript (docs/decisions/0038).
 *
 * If its chunk cannot be fetched, it is left out rather than failing the page.
 *
 * Memoised: until its chunk arrives the server's HTML is not hydrated yet, and
 * a parent's re-render that reached it then (the navigation bar re-renders
 * once hydrated) made React throw that HTML away and draw it anew, closing a
 * menu the official had just opened. Callers pass stable props.
 */
const nothing = () => null;

export function officialsOnly<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  // A chunk that cannot be fetched (a phone that lost its signal just after the page came: the
  // secretary in a hall taking the register) leaves out the part, not the whole page.
  const Lazy = lazy(async () => ({ default: await load().catch(() => nothing as ComponentType<Props>) }));
  return memo(function OfficialsOnly(props: Props) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  });
}
