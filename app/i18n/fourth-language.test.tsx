import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { MediaInput } from "~/components/media-input";
import { MemberTextFields } from "~/components/member-texts";
import { useOfficialForm } from "~/components/official-form";
import { SiteNav } from "~/components/site-nav";
import { migrateToLatest, openDatabase } from "~/db/connect.server";
import { memberSchema } from "~/forms/member";
import { projectSchema } from "~/forms/project";
import type { RootData } from "~/i18n/root-data";
import { pageProfile, toClubProfile } from "~/models/club-profile.server";
import routes from "~/routes";
import { loader as sitemap } from "~/routes/sitemap-xml";
import { pageMeta } from "~/seo";
import { en } from "./en";
import type { Language } from "./languages";
import { type Locale, localeFromPath } from "./locale";

/**
 * Adding a language is a registry entry and a catalogue: here a scratch
 * language is added to the registry (nothing else changes) and its catalogue is
 * English copied. It must appear in the routes, the language menu, hreflang and the sitemap.
 */
const scratch: Language = vi.hoisted(() => ({
  code: "xx",
  prefix: "/scratch",
  nativeName: "Scratchish",
  englishName: "Scratch",
  htmlLang: "xx",
  intl: "en-IN",
  ogLocale: "xx_XX",
  fontStack: "sans-serif",
  lineHeight: 1.6,
}));

vi.mock("./languages", async (importOriginal) => {
  const registry = await importOriginal<typeof import("./languages")>();
  return { ...registry, languages: [...registry.languages, scratch] };
});

const xx = "xx" as Locale;
const catalogue = { ...structuredClone(en), languageName: scratch.nativeName };

function rootData(locale: Locale): RootData {
  const profile = toClubProfile(
    {
      id: 1,
      president_name: "",
      president_phone: "",
      president_email: "",
      secretary_name: "",
      secretary_phone: "",
      secretary_email: "",
      foundation_chair_name: "",
      foundation_chair_phone: "",
      foundation_chair_email: "",
      social_links: "[]",
      privacy_email: "",
      upi_id: "",
      upi_beneficiary: "",
      bank_beneficiary: "",
      bank_account: "",
      bank_ifsc: "",
      bank_branch: "",
      bank_name: "",
      map_location: "",
      club_book_url: "",
      is_demo: 0,
      updated_at: "",
    },
    [{ locale: "en", club_name: "Rotary Club", brochure_url: "" }],
  );
  return {
    locale,
    t: catalogue,
    profile: pageProfile(profile, locale),
    officers: [],
    branding: {
      logo: "/logo.svg",
      icon: { href: "/favicon.svg", type: "image/svg+xml" },
      logoAlt: { value: catalogue.nav.logoAlt },
    },
    publicUrl: "https://club.example.org",
    head: { icons: "v", ogDefault: { path: "/og/en/default.jpg?v=v", alt: "Rotary Club" }, feeds: [] },
  };
}

function languageMenu(path: string) {
  const locale = localeFromPath(path);
  const Rooted = createRoutesStub([{ id: "root", path: "*", Component: () => <SiteNav /> }]);
  const html = renderToString(
    <Rooted initialEntries={[path]} hydrationData={{ loaderData: { root: rootData(locale) } }} />,
  );
  const menu = html.slice(html.indexOf('class="language"'));
  return [...menu.matchAll(/<a href="([^"]*)" hrefLang="([^"]*)"/g)].map((m) => [m[2], m[1]]);
}

describe("a fourth language from a registry entry and a copied catalogue", () => {
  it("gets every public page in the route table, under its prefix", () => {
    const paths = routes.map((r) => [r.id, r.path]);
    expect(paths).toContainEqual(["xx/home", "/scratch"]);
    expect(paths).toContainEqual(["xx/about", "/scratch/about"]);
    expect(paths).toContainEqual(["xx/project", "/scratch/project/:code"]);
    expect(paths.filter(([id]) => id?.startsWith("xx/"))).toHaveLength(
      paths.filter(([id]) => id?.startsWith("en/")).length,
    );
    expect(localeFromPath("/scratch/members")).toBe("xx");
  });

  it("is in the language menu of every language, pointing at the same page", () => {
    expect(languageMenu("/donate")).toEqual([
      ["en", "/donate"],
      ["ko", "/korean/donate"],
      ["hi", "/hindi/donate"],
      ["xx", "/scratch/donate"],
    ]);
    expect(languageMenu("/scratch/project/ABC")).toEqual([
      ["en", "/project/ABC"],
      ["ko", "/korean/project/ABC"],
      ["hi", "/hindi/project/ABC"],
      ["xx", "/scratch/project/ABC"],
    ]);
  });

  it("is in the hreflang alternates, with x-default, and its own og:locale", () => {
    const tags = pageMeta(rootData(xx), { title: "About", description: "", pathname: "/scratch/about" });
    const alternates = tags
      .filter((t) => "rel" in t && t.rel === "alternate")
      .map((t) => [(t as { hrefLang: string }).hrefLang, (t as { href: string }).href]);
    expect(alternates).toEqual([
      ["en", "https://club.example.org/about"],
      ["ko", "https://club.example.org/korean/about"],
      ["hi", "https://club.example.org/hindi/about"],
      ["xx", "https://club.example.org/scratch/about"],
      ["x-default", "https://club.example.org/about"],
    ]);
    expect(tags).toContainEqual({ property: "og:locale", content: "xx_XX" });
  });

  it("gets its own group of designation and message fields in the officials' member forms", () => {
    function MemberForm() {
      const { fields } = useOfficialForm({ id: "member", schema: memberSchema, reply: null });
      return <MemberTextFields fields={fields} />;
    }
    // The officials' forms run inside the app's data router (they wait for its navigation to settle).
    const Routed = createRoutesStub([{ path: "/", Component: MemberForm }]);
    const html = renderToString(<Routed />).replaceAll("<!-- -->", "");
    expect(html).toContain("Scratch text (optional)");
    expect(html).toMatch(
      /<label for="member-designationXx">Scratch designation<\/label><input[^>]*name="designationXx"/,
    );
    expect(html).toContain('name="messageXx"');
    const parsed = memberSchema.safeParse({
      photo: "1",
      name: "A",
      memberNo: "M-1",
      joinedOn: "2024-05-01",
      position: "1",
      designationXx: "Scratch title",
    });
    expect(parsed.success && parsed.data.texts[xx]).toEqual({ designation: "Scratch title", message: null });
  });

  it("gets its own photo description field wherever a photo is described, read by the project form", () => {
    // Inside the app's data router, as in the officials' forms (a form filled in again reads the root's data).
    const Routed = createRoutesStub([
      { path: "/", Component: () => <MediaInput name="media1" label="Image 1" initialAlts={{ en: "A well" }} /> },
    ]);
    const html = renderToString(<Routed />);
    expect(html).toMatch(
      /<label for="[^"]*-alt-xx">Photo description \(Scratch\)<\/label><input[^>]*name="media1_altXx"/,
    );
    expect(html).toContain('lang="xx"');
    const parsed = projectSchema.safeParse({ code: "P-1", projectDate: "2025-01-01", media1_altXx: "Scratch well" });
    expect(parsed.success && (parsed.data as Record<string, unknown>).media1_altXx).toBe("Scratch well");
  });

  it("is in the sitemap, each entry naming all four versions", async () => {
    const database = openDatabase({ kind: "sqlite", file: ":memory:" });
    await migrateToLatest(database);
    try {
      const request = new Request("https://club.example.org/sitemap.xml");
      const context = { db: database.db, config: { PUBLIC_URL: "https://club.example.org" } };
      const response = (await sitemap({ request, context, params: {} } as never)) as Response;
      const xml = await response.text();
      expect(xml).toContain("<loc>https://club.example.org/scratch/about</loc>");
      expect(xml).toContain('hreflang="xx" href="https://club.example.org/scratch/donate"');
      const entry = xml.split("<url>").find((u) => u.includes("<loc>https://club.example.org/members</loc>"));
      expect(entry?.match(/hreflang=/g)).toHaveLength(4);
    } finally {
      await database.close();
    }
  });
});
