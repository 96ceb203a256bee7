import { useEffect, useRef, useState } from "react";
import { data } from "react-router";
import { type FieldSpec, MessageForm } from "~/components/message-form";
import { useHydrated } from "~/components/use-hydrated";
import { type ContactField, contactMessageValues, readContactValues, validateContact } from "~/forms/contact";
import { rateLimited } from "~/forms/rate-limit";
import { keptStamp, newFormStamp, receiveMessage } from "~/forms/receive-message.server";
import { type ContactContent, contactContent } from "~/i18n/content/contact";
import { contentFor } from "~/i18n/page.server";
import { fill } from "~/i18n/types";
import { useRootData } from "~/i18n/use-root-data";
import { log } from "~/log.server";
import { pageMeta } from "~/seo";
import styles from "~/styles/forms.css?url";
import type { Route } from "./+types/contact";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export async function loader({ request, context }: Route.LoaderArgs) {
  return { content: contentFor(request, contactContent), stamp: await newFormStamp(context) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const values = readContactValues(form);
  // The page's stamp goes back with the typed values, so a form corrected without JavaScript is not timed from the error page.
  const stamp = keptStamp(form);
  const result = validateContact(values);
  if (!result.success) return data({ errors: result.errors, values, stamp }, { status: 400 });
  const message = result.data;
  let outcome: Awaited<ReturnType<typeof receiveMessage>>;
  try {
    outcome = await receiveMessage(request, context, form, {
      kind: "contact",
      name: message.name,
      email: message.email,
      phone: message.phone,
      age: null,
      body: message.message,
    });
  } catch (error) {
    log.error("contact message not saved", { err: error });
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
  const result = validateContact(readContactValues(form));
  return result.success ? null : result.errors;
}

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
        <MessageForm
          id="contact"
          fields={fields}
          actionData={actionData}
          stamp={stamp}
          copy={content}
          validate={validateInBrowser}
          messages={content.errors}
          messageValues={contactMessageValues}
        />
        {place ? <ClubMap place={place} content={content} /> : null}
      </div>
    </article>
  );
}
