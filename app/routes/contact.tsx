import { useEffect, useRef, useState } from "react";
import { type FieldSpec, MessageForm } from "~/components/message-form";
import { useHydrated } from "~/components/use-hydrated";
import { type ContactField, contactErrorWords, contactSchema } from "~/forms/contact";
import { messageAction, newFormStamp } from "~/forms/receive-message.server";
import { type ContactContent, contactContent } from "~/i18n/content/contact";
import { contentFor } from "~/i18n/page.server";
import { fill } from "~/i18n/types";
import { useRootData } from "~/i18n/use-root-data";
import { ownCacheControl } from "~/routes/+shared/own-cache-control";
import { pageMeta } from "~/seo";
import styles from "~/styles/forms.css?url";
import type { Route } from "./+types/contact";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const headers = ownCacheControl;

export async function loader({ request, context }: Route.LoaderArgs) {
  return { content: contentFor(request, contactContent), stamp: await newFormStamp(context) };
}

export function action({ request, context }: Route.ActionArgs) {
  const content = contentFor(request, contactContent);
  return messageAction(request, context, {
    kind: "contact",
    formId: "contact",
    schema: contactSchema,
    translate: contactErrorWords(content.errors),
    copy: content,
    toMessage: (valid) => ({
      name: valid.name,
      email: valid.email,
      phone: valid.phone,
      age: null,
      body: valid.message,
    }),
  });
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  pageMeta(matches[0]?.loaderData, {
    title: loaderData.content.title,
    description: loaderData.content.description,
    pathname: location.pathname,
  });

/** Google Maps addresses for a place: the embed, and the page to open it on. */
function mapUrls(place: string) {
  const query = encodeURIComponent(place);
  return {
    embed: `https://www.google.com/maps?q=${query}&output=embed`,
    open: `https://www.google.com/maps/search/?api=1&query=${query}`,
  };
}

/**
 * The club's map, loaded only when the visitor asks (DESIGN.md, deliberate
 * change 10): no request reaches Google before the click. Without JavaScript
 * the link to Google Maps is what shows.
 */
function ClubMap({ place, content }: { place: string; content: ContactContent }) {
  const hydrated = useHydrated();
  const [shown, setShown] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const urls = mapUrls(place);

  useEffect(() => {
    if (shown) frameRef.current?.focus();
  }, [shown]);

  return (
    <section className="club-map" aria-labelledby="map-heading">
      <h2 id="map-heading">{content.mapHeading}</h2>
      <p>{fill(content.mapIntro, { place })}</p>
      {shown ? (
        <iframe
          ref={frameRef}
          className="map-frame"
          src={urls.embed}
          title={fill(content.mapTitle, { place })}
          loading="lazy"
          allowFullScreen
        />
      ) : hydrated ? (
        <div className="map-placeholder">
          <button type="button" className="button" onClick={() => setShown(true)}>
            {content.showMap}
          </button>
          <p>{content.mapNotice}</p>
        </div>
      ) : null}
      <p>
        <a href={urls.open} rel="noopener noreferrer">
          {content.openInMaps}
        </a>
      </p>
    </section>
  );
}

export default function Contact({ loaderData: { content, stamp }, actionData }: Route.ComponentProps) {
  const { profile } = useRootData();
  const fields: FieldSpec<ContactField>[] = [
    { name: "name", label: content.fields.name.label, autoComplete: "name" },
    { name: "email", label: content.fields.email.label, type: "email", autoComplete: "email" },
    {
      name: "phone",
      label: content.fields.phone.label,
      hint: content.fields.phone.hint,
      type: "tel",
      autoComplete: "tel",
    },
    { name: "message", label: content.fields.message.label, multiline: true },
  ];
  const place = profile.mapLocation.trim();
  return (
    <article className="page form-page contact">
      <h1>{content.heading}</h1>
      <p className="form-intro">{content.intro}</p>
      <div className="contact-layout">
        <MessageForm id="contact" fields={fields} reply={actionData} stamp={stamp} copy={content} />
        {place ? <ClubMap place={place} content={content} /> : null}
      </div>
    </article>
  );
}
