import { Form, useNavigation } from "react-router";

/**
 * A sentence and one button that posts to the page: what a link from an
 * e-mail opens (confirm a subscription, unsubscribe, cancel a reply), so that
 * opening the link alone, as mail scanners do, changes nothing.
 */
export function OneButtonForm({
  sentence,
  label,
  danger = false,
}: {
  sentence: string;
  label: string;
  danger?: boolean;
}) {
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post">
      <p>{sentence}</p>
      <p>
        <button type="submit" className={danger ? "button danger" : "button primary"} aria-disabled={busy || undefined}>
          {label}
        </button>
      </p>
    </Form>
  );
}
