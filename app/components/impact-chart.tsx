import type { ImpactContent } from "~/i18n/content/impact";

const metrics = ["projects", "manHours", "rupees"] as const;
type Metric = (typeof metrics)[number];

/** The club's impact per Rotary year, every number written in the page's language (routes/+shared/impact.server.ts). */
export interface ImpactView {
  content: ImpactContent;
  rows: { year: string; values: Record<Metric, { share: number; text: string }> }[];
  totals: Record<Metric, string>;
  /** "2016-17 to 2025-26", or empty when there is nothing to show. */
  range: string;
  /** What donors gave this Rotary year, when officials show it (giving settings). */
  raised: { amount: string; sentence: string } | null;
}

/** Chart geometry in the SVG's own units; it scales to the column's width (a 320 px phone included). */
const labelWidth = 64;
const barStart = 70;
const barSpace = 160;
const rowHeight = 30;

/**
 * Impact per Rotary year: a bar chart for each measure, drawn on the server
 * as SVG (no script), and the same numbers as a table for screen readers
 * (the drawing is hidden from them).
 */
export function ImpactChart({ impact }: { impact: ImpactView }) {
  const { content, rows } = impact;
  return (
    <section id="impact" aria-labelledby="impact-heading" className="impact" tabIndex={-1}>
      <h2 id="impact-heading">{content.heading}</h2>
      {impact.raised ? <p className="impact-raised">{impact.raised.sentence}</p> : null}
      {rows.length === 0 ? (
        <p>{content.none}</p>
      ) : (
        <>
          <p>{content.intro}</p>
          <div className="impact-charts" aria-hidden="true">
            {metrics.map((metric) => (
              <figure key={metric} className="impact-chart">
                <figcaption>{content[metric]}</figcaption>
                <svg viewBox={`0 0 320 ${rows.length * rowHeight}`} width="100%" aria-hidden="true" focusable="false">
                  {rows.map((row, i) => {
                    const { share, text } = row.values[metric];
                    const width = Math.max(share * barSpace, share > 0 ? 2 : 0);
                    const y = i * rowHeight;
                    return (
                      <g key={row.year}>
                        <text x={labelWidth - 4} y={y + 19} textAnchor="end" className="impact-year">
                          {row.year}
                        </text>
                        <rect
                          x={barStart}
                          y={y + 6}
                          width={width}
                          height={rowHeight - 12}
                          rx="2"
                          className="impact-bar"
                        />
                        <text x={barStart + width + 6} y={y + 19} className="impact-value">
                          {text}
                        </text>
                      </g>
                    );
                  })}
                </svg>
              </figure>
            ))}
          </div>
          {/* Hidden in a div: a table is never narrower than its content, whatever its own width says. */}
          <div className="visually-hidden">
            <table>
              <caption>{content.caption}</caption>
              <thead>
                <tr>
                  <th scope="col">{content.year}</th>
                  {metrics.map((metric) => (
                    <th key={metric} scope="col">
                      {content[metric]}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.year}>
                    <th scope="row">{row.year}</th>
                    {metrics.map((metric) => (
                      <td key={metric}>{row.values[metric].text}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
