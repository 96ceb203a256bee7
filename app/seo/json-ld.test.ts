import { describe, expect, it } from "vitest";
import { breadcrumbJsonLd, jsonLdGraph, jsonLdText, organizationJsonLd } from "./json-ld";

describe("JSON-LD embedding", () => {
  it("escapes <, >, & and the line separators, so no text can close the script element, and parses back to the same data", () => {
    const data = { name: "</script><script>alert(1)</script> <!-- & \u2028\u2029" };
    const text = jsonLdText(data);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).toContain("\\u003c/script\\u003e");
    expect(JSON.parse(text)).toEqual(data);
  });

  it("describes the club as an NGO within Rotary International, leaving out what the profile does not give", () => {
    const org = organizationJsonLd({
      url: "https://club.example.org/hindi",
      name: "डेमो रोटरी क्लब",
      alternateNames: ["Demo Rotary Club", "डेमो रोटरी क्लब", ""],
      logo: null,
      address: " ",
      sameAs: [],
      inLanguage: "hi",
    });
    expect(org).toMatchObject({
      "@type": "NGO",
      "@id": "https://club.example.org/hindi#organization",
      name: "डेमो रोटरी क्लब",
      alternateName: ["Demo Rotary Club"],
      parentOrganization: { "@type": "NGO", name: "Rotary International" },
    });
    expect(org).not.toHaveProperty("logo");
    expect(org).not.toHaveProperty("address");
    expect(org).not.toHaveProperty("sameAs");
  });

  it("numbers breadcrumbs from 1 in a graph with the schema.org context", () => {
    const graph = jsonLdGraph([
      breadcrumbJsonLd([
        { name: "Home", url: "https://x.org/" },
        { name: "Projects", url: "https://x.org/projects" },
      ]),
    ]);
    expect(graph["@context"]).toBe("https://schema.org");
    expect(JSON.parse(jsonLdText(graph))["@graph"][0].itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://x.org/" },
      { "@type": "ListItem", position: 2, name: "Projects", item: "https://x.org/projects" },
    ]);
  });
});
