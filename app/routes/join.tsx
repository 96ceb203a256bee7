import { type FieldSpec, MessageForm } from "~/components/message-form";
import { type JoinField, joinErrorWords, joinSchema } from "~/forms/join";
import { messageAction, newFormStamp } from "~/forms/receive-message.server";
import { joinContent } from "~/i18n/content/join";
import { contentFor } from "~/i18n/page.server";
import { ownCacheControl } from "~/routes/+shared/own-cache-control";
import { pageMeta } from "~/seo";
import styles from "~/styles/forms.css?url";
import type { Route } from "./+types/join";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const headers = ownCacheControl;

export async function loader({ request, context }: Route.LoaderArgs) {
  return { content: contentFor(request, joinContent), stamp: await newFormStamp(context) };
}

export function action({ request, context }: Route.ActionArgs) {
  const content = contentFor(request, joinContent);
  return messageAction(request, context, {
    kind: "join",
    formId: "join",
    schema: joinSchema,
    translate: joinErrorWords(content.errors),
    copy: content,
    toMessage: (valid) => ({
      name: valid.name,
      email: valid.email,
      phone: valid.phone,
      age: valid.age,
      body: valid.reason,
    }),
  });
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  pageMeta(matches[0]?.loaderData, {
    title: loaderData.content.title,
    description: loaderData.content.description,
    pathname: location.pathname,
  });

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
      <MessageForm id="join" fields={fields} reply={actionData} stamp={stamp} copy={content} />
    </article>
  );
}
