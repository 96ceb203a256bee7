import { data } from "react-router";
import { type FieldSpec, MessageForm } from "~/components/message-form";
import { type JoinField, joinMessageValues, readJoinValues, validateJoin } from "~/forms/join";
import { rateLimited } from "~/forms/rate-limit";
import { keptStamp, newFormStamp, receiveMessage } from "~/forms/receive-message.server";
import { joinContent } from "~/i18n/content/join";
import { contentFor } from "~/i18n/page.server";
import { log } from "~/log.server";
import { pageMeta } from "~/seo";
import styles from "~/styles/forms.css?url";
import type { Route } from "./+types/join";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export async function loader({ request, context }: Route.LoaderArgs) {
  return { content: contentFor(request, joinContent), stamp: await newFormStamp(context) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const values = readJoinValues(form);
  // The page's stamp goes back with the typed values, so a form corrected without JavaScript is not timed from the error page.
  const stamp = keptStamp(form);
  const result = validateJoin(values);
  if (!result.success) return data({ errors: result.errors, values, stamp }, { status: 400 });
  const request_ = result.data;
  let outcome: Awaited<ReturnType<typeof receiveMessage>>;
  try {
    outcome = await receiveMessage(request, context, form, {
      kind: "join",
      name: request_.name,
      email: request_.email,
      phone: request_.phone,
      age: request_.age,
      body: request_.reason,
    });
  } catch (error) {
    log.error("join request not saved", { err: error });
    return data({ failed: true as const, values, stamp }, { status: 500 });
  }
  if (outcome === "rate-limited") return data({ limited: true as const, values, stamp }, rateLimited);
  return { sent: true as const };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  pageMeta(matches[0]?.loaderData, {
    title: loaderData.content.title,
    description: loaderData.content.description,
    pathname: location.pathname,
  });

function validateInBrowser(form: FormData) {
  const result = validateJoin(readJoinValues(form));
  return result.success ? null : result.errors;
}

export default function Join({ loaderData: { content, stamp }, actionData }: Route.ComponentProps) {
  const fields: FieldSpec<JoinField>[] = [
    { name: "name", label: content.fields.name.label, autoComplete: "name" },
    {
      name: "age",
      label: content.fields.age.label,
      hint: content.fields.age.hint,
      inputMode: "numeric",
      autoComplete: "off",
    },
    {
      name: "phone",
      label: content.fields.phone.label,
      hint: content.fields.phone.hint,
      type: "tel",
      autoComplete: "tel",
    },
    { name: "email", label: content.fields.email.label, type: "email", autoComplete: "email" },
    { name: "reason", label: content.fields.reason.label, multiline: true },
  ];
  return (
    <article className="page narrow form-page">
      <h1>{content.heading}</h1>
      {content.intro.map((paragraph) => (
        <p key={paragraph.slice(0, 32)}>{paragraph}</p>
      ))}
      <MessageForm
        id="join"
        fields={fields}
        actionData={actionData}
        stamp={stamp}
        copy={content}
        validate={validateInBrowser}
        messages={content.errors}
        messageValues={joinMessageValues}
      />
    </article>
  );
}
