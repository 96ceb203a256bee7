import { type ComponentType, lazy, Suspense } from "react";

/**
 * A component only signed-in officials see, kept out of visitors' scripts:
 * the browser fetches its chunk the first time it renders. The server waits
 * for it and sends it in place (app/entry.server.tsx), so it also works
 * without JavaScript (docs/decisions/0038).
 */
export function officialsOnly<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  const Lazy = lazy(async () => ({ default: await load() }));
  return function OfficialsOnly(props: Props) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
