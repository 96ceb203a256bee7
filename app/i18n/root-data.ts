import type { brandingFor } from "~/content/view.server";
import type { KeptForm } from "~/lib/kept-form";
import type { OfficialRole } from "~/lib/role-labels";
import type { pageProfile } from "~/models/club-profile.server";
import type { footerOfficers } from "~/models/officer-terms.server";
import type { FrameMessages } from "./catalog.server";
import type { OfficialsCopy } from "./content/officials";
import type { Locale } from "./locale";

/** What the root loader (app/root.tsx) gives every page: the frame around it. */
export interface RootData {
  locale: Locale;
  t: FrameMessages;
  profile: ReturnType<typeof pageProfile>;
  officers: ReturnType<typeof footerOfficers>;
  branding: Awaited<ReturnType<typeof brandingFor>>;
  publicUrl: string | null;
  /**
   * The head's links (docs/decisions/0034, 0035, 0036). The club's structured data is kept for
   * the document only, as "jsonLd" (app/root.tsx, decision 0089).
   */
  head: {
    icons: string;
    ogDefault: { path: string; alt: string };
    feeds: { title: string; rss: string; atom: string }[];
  };
  /** Absent, not null, for visitors: their page is byte for byte what it was before officials had a menu. */
  signedIn?: SignedIn;
}

/** The officials' menu counts new messages to this many, then says "99+". */
export const newMessagesCounted = 99;

/** What every page adds for a signed-in official: the officials' menu and the Edit links. */
export interface SignedIn {
  email: string;
  /** What the menus list (app/admin-screens.ts, mayOpen): an editor the content, a treasurer also the gifts, an administrator everything. */
  role: OfficialRole;
  /** New messages in the inbox, counted up to newMessagesCounted + 1. */
  newMessages: number;
  copy: OfficialsCopy;
  /** Sent with every officials' form: whose it is, should the session end before it is saved (decision 0055). */
  mark: string;
  /** A form this official sent after their session ended, back for them to check and save (?kept=). */
  kept: KeptForm | null;
}
