import {
  Body,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Img,
  Link,
  Preview,
  render,
  Section,
  Text,
} from "@react-email/components";
import type { Locale } from "~/i18n/locale";
import { bulletinEmailWords as words } from "./bulletin-words";

/**
 * A bulletin as an e-mail (issue 26; docs/decisions/0082): made with React
 * Email, whose components are the tables and inline styles mail apps need,
 * into an HTML part and a plain-text part that carries every link. Photos
 * and links point at the site (absolute URLs); nothing is attached, and
 * nothing counts opens or clicks.
 */

export interface BulletinBlocks {
  events?: { title: string; when: string; url: string }[];
  celebrations?: { name: string; what: string }[];
  projects?: { title: string; url: string }[];
}

export interface BulletinEmailInput {
  locale: Locale;
  clubName: string;
  title: string;
  /** The body, already rendered from Markdown (links absolute). */
  bodyHtml: string;
  blocks: BulletinBlocks;
  /** Its photos: absolute JPEG addresses on the site, each with its description in the reader's language. */
  photos: { url: string; alt: string; width: number; height: number }[];
  archiveUrl: string | null;
  unsubscribeUrl: string;
  /** Why this address gets it: as a member, or as a friend who signed up. */
  reason: "member" | "friend";
}

const htmlLang: Record<Locale, string> = { en: "en-IN", ko: "ko", hi: "hi" };

const page = { backgroundColor: "#f4f4f4", margin: 0, padding: "12px 0", fontFamily: "Arial, Helvetica, sans-serif" };
const card = { backgroundColor: "#ffffff", maxWidth: "600px", width: "100%", padding: "20px 16px" };
const heading = { color: "#17458f", fontSize: "24px", lineHeight: "30px", margin: "0 0 12px" };
const blockHeading = { color: "#17458f", fontSize: "18px", lineHeight: "24px", margin: "20px 0 8px" };
const line = { fontSize: "16px", lineHeight: "24px", margin: "4px 0", color: "#222222" };
const small = { fontSize: "13px", lineHeight: "20px", color: "#555555", margin: "6px 0" };
const link = { color: "#17458f", textDecoration: "underline" };

function BulletinEmail({ input }: { input: BulletinEmailInput }) {
  const w = words[input.locale];
  const club = input.clubName;
  const { events, celebrations, projects } = input.blocks;
  return (
    <Html lang={htmlLang[input.locale]} dir="ltr">
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <style>{"img{max-width:100%;height:auto}.bulletin-body a{color:#17458f}"}</style>
      </Head>
      <Preview>{input.title}</Preview>
      <Body style={page}>
        <Container style={card}>
          <Text style={small}>{club}</Text>
          <Heading as="h1" style={heading}>
            {input.title}
          </Heading>
          <Section>
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: markdown-it with HTML off (app/content/markdown.server.ts) */}
            <div className="bulletin-body" style={line} dangerouslySetInnerHTML={{ __html: input.bodyHtml }} />
          </Section>
          {input.photos.map((photo) => (
            <Section key={photo.url} style={{ margin: "12px 0" }}>
              <Img
                src={photo.url}
                alt={photo.alt}
                width="568"
                height={String(Math.round((568 * photo.height) / Math.max(photo.width, 1)))}
                style={{ width: "100%", maxWidth: "568px", height: "auto", display: "block", border: 0 }}
              />
            </Section>
          ))}
          {events && events.length > 0 ? (
            <Section>
              <Heading as="h2" style={blockHeading}>
                {w.events}
              </Heading>
              {events.map((event) => (
                <Text key={event.url + event.when} style={line}>
                  <Link href={event.url} style={link}>
                    {event.title}
                  </Link>
                  {` · ${event.when}`}
                </Text>
              ))}
            </Section>
          ) : null}
          {celebrations && celebrations.length > 0 ? (
            <Section>
              <Heading as="h2" style={blockHeading}>
                {w.celebrations}
              </Heading>
              {celebrations.map((c) => (
                <Text key={c.name + c.what} style={line}>
                  {`${c.name} · ${c.what}`}
                </Text>
              ))}
            </Section>
          ) : null}
          {projects && projects.length > 0 ? (
            <Section>
              <Heading as="h2" style={blockHeading}>
                {w.projects}
              </Heading>
              {projects.map((project) => (
                <Text key={project.url} style={line}>
                  <Link href={project.url} style={link}>
                    {project.title}
                  </Link>
                </Text>
              ))}
            </Section>
          ) : null}
          <Hr style={{ borderColor: "#dddddd", margin: "24px 0 12px" }} />
          {input.archiveUrl ? (
            <Text style={small}>
              <Link href={input.archiveUrl} style={link}>
                {w.online}
              </Link>
            </Text>
          ) : null}
          <Text style={small}>{w[input.reason].replace("{club}", club)}</Text>
          <Text style={small}>
            <Link href={input.unsubscribeUrl} style={link}>
              {w.unsubscribe}
            </Link>
          </Text>
          <Text style={small}>{w.noTracking}</Text>
        </Container>
      </Body>
    </Html>
  );
}

/** The HTML and plain-text parts of one bulletin e-mail. */
export async function renderBulletinEmail(input: BulletinEmailInput): Promise<{ html: string; text: string }> {
  const element = <BulletinEmail input={input} />;
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  // HTML5's doctype, which mail apps take as well as the XHTML one React Email writes, and parsers accept;
  // and no <link rel="preload"> for the photos, which React adds for a web page and a mail app has no use for.
  return {
    html: html.replace(/^<!DOCTYPE[^>]*>/i, "<!DOCTYPE html>").replace(/<link rel="preload" as="image"[^>]*>/g, ""),
    text,
  };
}
