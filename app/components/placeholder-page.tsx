import { useT } from "~/i18n/use-root-data";

/** A screen whose issue has not been built yet: says so plainly in the page's language. */
export function PlaceholderPage({ heading }: { heading: string }) {
  const t = useT();
  return (
    <section className="page narrow">
      <h1>{heading}</h1>
      <p>{t.placeholder.body}</p>
    </section>
  );
}
