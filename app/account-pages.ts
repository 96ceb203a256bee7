/**
 * Officials' pages for someone not signed in: accepting an invitation and
 * getting back in after a forgotten password; and the members' area (/my),
 * with its sign-in by e-mailed link (docs/decisions/0075). Private like the officials' screens
 * (app/admin-screens.ts: never stored, never cached, kept from robots), but open to anyone: the
 * one-time link in the address is what they check. Unlike the screens they
 * are in every language, at the public pages' prefixes (/hindi/forgot-password;
 * docs/decisions/0057): the paths here are the default language's.
 */
export const accountPages: readonly (readonly [path: string, file: string])[] = [
  ["/forgot-password", "routes/admin/forgot-password.tsx"],
  ["/reset-password", "routes/admin/reset-password.tsx"],
  ["/accept-invite", "routes/admin/accept-invite.tsx"],
  ["/my", "routes/my/home.tsx"],
  ["/my/sign-in", "routes/my/sign-in.tsx"],
  ["/my/sign-in/link", "routes/my/sign-in-link.tsx"],
  ["/my/profile", "routes/my/profile.tsx"],
  ["/my/directory", "routes/my/directory.tsx"],
  ["/my/directory.vcf", "routes/my/directory-vcf.ts"],
  ["/my/directory/:id/card.vcf", "routes/my/directory-vcf.ts"],
  ["/my/directory.pdf", "routes/my/directory-pdf.ts"],
  ["/my/data.json", "routes/my/data-json.ts"],
  ["/my/attendance", "routes/my/attendance.tsx"],
  ["/my/check-in/:token", "routes/my/check-in.tsx"],
  // A reply's cancel link (docs/decisions/0080): open to anyone, the signed token is what it checks.
  ["/event-reply/:token", "routes/event-reply.tsx"],
  // The bulletin's double opt-in and its unsubscribe link (docs/decisions/0081).
  ["/newsletter/confirm/:token", "routes/newsletter-confirm.tsx"],
  ["/unsubscribe/:token", "routes/unsubscribe.tsx"],
];

/** Whether a default-language path is one of the account pages (so it exists in every language). */
export function isAccountPage(path: string): boolean {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, "") : path;
  return accountPages.some(([page]) => page === trimmed.toLowerCase());
}
