import { data } from "react-router";
import { type FieldSpec, MessageForm } from "~/components/message-form";
import { type JoinField, joinMessageValues, readJoinValues, validateJoin } from "~/forms/join";
import { joinContent } from "~/i18n/content/join";
import { contentFor, requestLocale } from "~/i18n/page.server";
import { log } from "~/log.server";
import { saveMessage } from "~/models/messages.server";
import { pageMeta } from "~/seo";
import styles from "~/styles/forms.css?url";
import type { Route } from "./+types/join";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export function loader({ request }: Route.LoaderArgs) {
  return { content: contentFor(request, joinContent) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const values = readJoinValues(await request.formData());
  const result = validateJoin(values);
  if (!result.success) return data({ errors: result.errors, values }, { status: 400 });
  const request_ = result.data;
  try {
    await saveMessage(context.db, {
      kind: "join",
      locale: requestLocale(request),
      name: request_.name,
      email: request_.email,
      phone: request_.phone,
      age: request_.age,
      body: request_.reason,
      clientIp: context.clientIp,
    });
  } catch (error) {
    log.error("join request not saved", { err: error });
    return data({ failed: true as const, values }, { status: 500 });
  }
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

export default function Join({ loaderData: { content }, actionData }: Route.ComponentProps) {
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
        copy={content}
        validate={validateInBrowser}
        messages={content.errors}
        messageValues={joinMessageValues}
      />
    </article>
  );
}
