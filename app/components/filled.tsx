import { Fragment, type ReactNode } from "react";

/** A sentence of the page's language with elements in its {name} places (a bold address, a link). */
export function Filled({ template, values }: { template: string; values: Record<string, ReactNode> }) {
  const parts = template.split(/(\{\w+\})/);
  return (
    <>
      {parts.map((part, index) => {
        const name = /^\{(\w+)\}$/.exec(part)?.[1];
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed sentence, never reordered
        return <Fragment key={index}>{name !== undefined && name in values ? values[name] : part}</Fragment>;
      })}
    </>
  );
}
