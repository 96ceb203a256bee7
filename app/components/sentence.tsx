import { Fragment, type ReactNode } from "react";

/**
 * A sentence of a catalogue with some of its {name} placeholders drawn as
 * elements (a <time>, a name in bold, a link), wherever each language puts them:
 * `parts` gives each one; a placeholder it does not name stays as written.
 */
export function Sentence({ text, parts }: { text: string; parts: Record<string, ReactNode> }) {
  return (
    <>
      {text.split(/(\{\w+\})/).map((piece, index) => {
        const name = /^\{(\w+)\}$/.exec(piece)?.[1];
        // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one fixed sentence, in order
        return <Fragment key={index}>{name !== undefined && name in parts ? parts[name] : piece}</Fragment>;
      })}
    </>
  );
}
