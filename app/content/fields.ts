/**
 * What an official can edit on a page, declared once: the editor draws its
 * form from it, the server checks a submission against it, history compares
 * versions field by field, and the dashboard lists outdated translations
 * from it (docs/decisions/0026-editable-content.md).
 */

/** A text written in every language: `line` is one line, `paragraph` plain text, `markdown` formatted. */
export interface TextField {
  kind: "text";
  key: string;
  label: string;
  format: "line" | "paragraph" | "markdown";
  /** The English text may be empty (a translation may always be). */
  optional?: boolean;
  hint?: string;
}

/** A value that is the same in every language: a number, a year, a link. */
export interface ValueField {
  kind: "value";
  key: string;
  label: string;
  /** `link`: an http(s) address or a path on this site. */
  format: "line" | "link";
  optional?: boolean;
  hint?: string;
}

/** A photo through the media pipeline; its description is a text field beside it. */
export interface PhotoField {
  kind: "photo";
  key: string;
  label: string;
  optional?: boolean;
}

export type ItemField = TextField | ValueField | PhotoField;

/** An ordered list of items (slides, cards, causes), each with its own fields. */
export interface ListField {
  kind: "list";
  key: string;
  label: string;
  /** What one item is called in the editor ("Slide"). */
  itemLabel: string;
  min: number;
  max: number;
  fields: readonly ItemField[];
}

export type Field = ItemField | ListField;

export interface DocumentSchema {
  id: string;
  /** The editor's heading. */
  label: string;
  /** The public page it is shown on (in the default language's form). */
  publicPath: string;
  fields: readonly Field[];
}

export const maxLength: Record<TextField["format"] | ValueField["format"], number> = {
  line: 300,
  link: 500,
  paragraph: 3000,
  markdown: 20_000,
};

const line = (key: string, label: string, extra: Partial<TextField> = {}): TextField => ({
  kind: "text",
  key,
  label,
  format: "line",
  ...extra,
});
const paragraph = (key: string, label: string, extra: Partial<TextField> = {}): TextField => ({
  kind: "text",
  key,
  label,
  format: "paragraph",
  ...extra,
});
const markdown = (key: string, label: string, extra: Partial<TextField> = {}): TextField => ({
  kind: "text",
  key,
  label,
  format: "markdown",
  hint: "Blank line: new paragraph. # Heading, **bold**, *italic*, [text](https://…), - list item.",
  ...extra,
});
const value = (key: string, label: string, extra: Partial<ValueField> = {}): ValueField => ({
  kind: "value",
  key,
  label,
  format: "line",
  ...extra,
});

const clubHint = "{club} is replaced by the club's name.";

export const homeDocument: DocumentSchema = {
  id: "home",
  label: "Home page",
  publicPath: "/",
  fields: [
    line("title", "Page title (browser tab)"),
    line("welcome", "Heading", { hint: clubHint }),
    paragraph("intro", "Introduction"),
    line("donateLabel", "Donate button"),
    line("joinLabel", "Join button"),
    line("clubBookLabel", "Club book button"),
    line("brochureLabel", "Brochure button"),
    {
      kind: "list",
      key: "slides",
      label: "Slides",
      itemLabel: "Slide",
      min: 1,
      max: 8,
      fields: [
        { kind: "photo", key: "photo", label: "Photo" },
        line("alt", "What the photo shows (for screen readers)", { optional: true }),
        line("title", "Caption title"),
        paragraph("caption", "Caption text", { optional: true }),
        value("link", "Link (optional)", {
          format: "link",
          optional: true,
          hint: "https://… or a page of this site such as /projects",
        }),
      ],
    },
    {
      kind: "list",
      key: "cards",
      label: "Info cards",
      itemLabel: "Card",
      min: 3,
      max: 3,
      fields: [
        line("title", "Title"),
        paragraph("body", "Text"),
        line("linkLabel", "Link text"),
        value("link", "Link", { format: "link" }),
      ],
    },
    line("quoteHeading", "Quote heading"),
    paragraph("quote", "Quote"),
    line("quoteSource", "Quote source"),
    line("focusHeading", "Areas of focus heading"),
    paragraph("focusIntro", "Areas of focus introduction"),
    {
      kind: "list",
      key: "focus",
      label: "Areas of focus",
      itemLabel: "Area",
      min: 1,
      max: 8,
      fields: [line("title", "Title"), paragraph("body", "Text")],
    },
  ],
};

export const aboutDocument: DocumentSchema = {
  id: "about",
  label: "About page",
  publicPath: "/about",
  fields: [
    line("title", "Page title"),
    paragraph("description", "Description for search engines and link previews"),
    line("historyButton", "History button"),
    line("privacyButton", "Privacy policy button"),
    line("factsHeading", "Facts heading"),
    line("location", "Location"),
    value("district", "Rotary district"),
    value("chartered", "Charter year"),
    value("clubId", "Club ID"),
    line("members", "Members"),
    line("historyHeading", "History heading"),
    markdown("history", "History"),
    line("rotaryHeading", "Rotary story heading"),
    markdown("rotary", "The Rotary story"),
    line("privacyHeading", "Privacy policy heading"),
    markdown("privacy", "Privacy policy"),
    line("privacyContact", "Privacy contact sentence", { hint: "{email} is replaced by the privacy e-mail address." }),
    line("privacyNoContact", "Privacy contact sentence when there is no e-mail address"),
  ],
};

export const givingDocument: DocumentSchema = {
  id: "giving",
  label: "Giving page",
  publicPath: "/donate",
  fields: [
    line("title", "Page title"),
    paragraph("description", "Description for search engines and link previews"),
    line("heading", "Heading"),
    markdown("intro", "Introduction"),
    line("optionsHeading", "Ways to give: heading"),
    {
      kind: "list",
      key: "options",
      label: "Ways to give",
      itemLabel: "Way to give",
      min: 1,
      max: 8,
      fields: [
        line("title", "Title"),
        paragraph("body", "Text", { hint: "{payee} is replaced by the beneficiary's name." }),
      ],
    },
    paragraph("oneTime", "Note under the ways to give", { optional: true }),
    line("howHeading", "Payment details heading"),
    paragraph("noDetails", "When no payment details are set"),
    paragraph("abroad", "Giving from abroad", { optional: true }),
    paragraph("receipt", "After a gift to the FCRA account", {
      optional: true,
      hint: "Shown to citizens of other countries under the FCRA account, with a contact link. Indian citizens tell us of their gift with the “I have given” form.",
    }),
    line("causesHeading", "Causes heading"),
    paragraph("causesIntro", "Causes introduction", { optional: true }),
    {
      kind: "list",
      key: "causes",
      label: "Causes",
      itemLabel: "Cause",
      min: 1,
      max: 12,
      fields: [
        line("title", "Title"),
        markdown("body", "Text", {
          hint: "{scholarship} and {fund} are replaced by the amounts. Blank line: new paragraph; **bold**, *italic*, [text](https://…).",
        }),
      ],
    },
  ],
};

export const brandingDocument: DocumentSchema = {
  id: "branding",
  label: "Logo and name",
  publicPath: "/",
  fields: [
    line("clubName", "Club name", { hint: "Shown beside the logo, in page titles, e-mails and the footer." }),
    { kind: "photo", key: "logo", label: "Logo (square works best)", optional: true },
    line("logoAlt", "What the logo shows (for screen readers)"),
  ],
};

export const contentDocuments = [homeDocument, aboutDocument, givingDocument, brandingDocument] as const;

export type DocumentId = (typeof contentDocuments)[number]["id"];

export function documentSchema(id: string): DocumentSchema | undefined {
  return contentDocuments.find((d) => d.id === id);
}
