/**
 * Structured data (schema.org JSON-LD) for any page: the club's organisation
 * on every public page, breadcrumbs on detail pages, and whatever else a page
 * describes (events add theirs with the same helpers).
 * Browser-safe, one import (itself import-free): the root component renders what the loaders built.
 */

import { cleanText } from "~/lib/clean-text";

export type JsonLdValue = string | number | boolean | null | JsonLdObject | JsonLdValue[];
export interface JsonLdObject {
  [key: string]: JsonLdValue | undefined;
}

/**
 * JSON-LD as the text of a <script type="application/ld+json">: `<` (so no
 * "</script>" or "<!--" can end or bend the element), `>`, `&` and the two
 * line separators JavaScript once refused are written as \u escapes, which
 * every JSON parser reads back as the same characters. Every string is text
 * without the characters no stored text keeps (app/lib/clean-text.ts).
 */
export function jsonLdText(data: JsonLdObject | JsonLdObject[]): string {
  return JSON.stringify(data, (_key, value) =>
    typeof value === "string" ? cleanText(value, { multiLine: true }) : value,
  ).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/** One graph of several things, so a page carries a single script element. */
export function jsonLdGraph(items: JsonLdObject[]): JsonLdObject {
  return { "@context": "https://schema.org", "@graph": items };
}

export interface OrganizationFacts {
  /** Absolute address of the home page in the page's language (or site-relative without PUBLIC_URL). */
  url: string;
  name: string;
  /** The name in the other languages. */
  alternateNames: string[];
  logo: string | null;
  /** Free text from the club profile, e.g. "Uttar Pradesh, India". */
  address: string;
  sameAs: string[];
  inLanguage: string;
}

/** The club as a schema.org NGO, a part of Rotary International. */
export function organizationJsonLd(facts: OrganizationFacts): JsonLdObject {
  const alternates = [...new Set(facts.alternateNames.filter((n) => n && n !== facts.name))];
  return {
    "@type": "NGO",
    "@id": `${facts.url.replace(/\/+$/, "")}#organization`,
    name: facts.name,
    ...(alternates.length > 0 ? { alternateName: alternates } : {}),
    url: facts.url,
    ...(facts.logo ? { logo: facts.logo } : {}),
    ...(facts.address.trim()
      ? { address: { "@type": "PostalAddress", streetAddress: facts.address.trim(), addressCountry: "IN" } }
      : {}),
    ...(facts.sameAs.length > 0 ? { sameAs: facts.sameAs } : {}),
    parentOrganization: { "@type": "NGO", name: "Rotary International", url: "https://www.rotary.org/" },
    inLanguage: facts.inLanguage,
  };
}

/** A trail of pages from the home page to this one; each `url` absolute where PUBLIC_URL is known. */
export function breadcrumbJsonLd(trail: { name: string; url: string }[]): JsonLdObject {
  return {
    "@type": "BreadcrumbList",
    itemListElement: trail.map((step, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: step.name,
      item: step.url,
    })),
  };
}
