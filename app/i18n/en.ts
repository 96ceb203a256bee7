import type { Widen } from "./types";

/** Interface strings shared by every page. Page copy lives in content/. */
export const en = {
  languageName: "English",
  skipToContent: "Skip to main content",
  demoLabel: "Demo notice",
  demoBanner: "Demo content: the names, contacts and bank details on this site are examples, not the club's.",
  nav: {
    label: "Main",
    home: "Home",
    about: "About",
    members: "Our Members",
    donate: "Donate",
    projects: "Projects",
    events: "Events",
    signatureProjects: "Signature Projects",
    join: "Join Us",
    contact: "Contact Us",
    signIn: "Sign In",
    menu: "Menu",
    language: "Language",
    logoAlt: "Rotary club logo: home",
  },
  footer: {
    bulletin: "The club's bulletin",
    bulletinText: "Meetings, events and projects in your inbox, in your language.",
    bulletinButton: "Sign up for the bulletin",
    bulletinArchive: "Read past bulletins",
    follow: "Follow us",
    contacts: "Contacts",
    president: "President",
    secretary: "Secretary",
    foundationChair: "Foundation Chair",
    treasurer: "Treasurer",
    quickLinks: "Quick links",
    rotaryInternational: "Rotary International",
    copyright: "© {year} {club}. All rights reserved.",
    poweredBy: "Powered by volunteers of the club, on free software.",
    phone: "Phone",
    email: "E-mail",
  },
  notFound: {
    title: "Page not found",
    body: "We could not find the page you were looking for. It may have moved, or the address may be mistyped.",
    home: "Go to the home page",
  },
  forbidden: {
    title: "Administrators only",
    body: "This page is for the club's administrators. If you need it, please ask one of them.",
    home: "Go to the home page",
  },
  forbiddenOfficials: {
    title: "For the club's officials",
    body: "This page is for the club's officials. Members find their own pages in the members' area.",
    home: "Go to the home page",
  },
  forbiddenTreasurer: {
    title: "Treasurers and administrators only",
    body: "This page is for the club's treasurers and administrators. If you need it, please ask an administrator.",
    home: "Go to the home page",
  },
  error: {
    title: "Something went wrong",
    body: "Sorry, the page could not be shown. Please try again in a moment.",
    home: "Go to the home page",
  },
  meta: {
    appShortName: "Rotary Club",
    projectsFeed: "Projects of {club}",
    projectsFeedDescription: "New and updated service projects of {club}.",
    eventsFeed: "Meetings and events of {club}",
    eventsFeedDescription: "New, changed and cancelled meetings and events of {club}, in India time.",
    bulletinFeed: "Bulletin of {club}",
    bulletinFeedDescription: "The bulletins {club} sends by e-mail, as they were sent.",
    siteDescription:
      "A Rotary club in Uttar Pradesh, India (District 3100): service projects, members, and how to give or join.",
  },
  photoForm: {
    /** A photo's description in one language; {language}: its name from the registry (englishName here). */
    description: "Photo description ({language})",
  },
  projectForm: {
    videoUrlNotYouTube:
      "Video URL (YouTube): enter the address of one YouTube video, such as youtube.com/watch?v=…, youtu.be/…, youtube.com/shorts/… or youtube.com/live/….",
  },
} as const;

export type Messages = Widen<typeof en>;
