export interface ImpactStripData {
  heading: string;
  link: string;
  range: string;
  items: { label: string; value: string }[];
}

/** The home page's compact line of the club's impact, linking About's chart. Server-rendered text only. */
export function ImpactStrip({ strip, href }: { strip: ImpactStripData; href: string }) {
  if (strip.items.length === 0) return null;
  return (
    <section className="page impact-strip" aria-labelledby="impact-strip-heading">
      <h2 id="impact-strip-heading">{strip.heading}</h2>
      {strip.range ? <p className="impact-range">{strip.range}</p> : null}
      <dl>
        {strip.items.map((item) => (
          <div key={item.label}>
            <dt>{item.label}</dt>
            <dd>{item.value}</dd>
          </div>
        ))}
      </dl>
      <p>
        <a href={href}>{strip.link}</a>
      </p>
    </section>
  );
}
