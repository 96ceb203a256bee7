import type { ColumnType, Generated, Insertable, Selectable } from "kysely";
import type { Locale } from "../i18n/locales";
import type { AttendanceMark } from "../lib/attendance-figures";

/**
 * Instants are ISO-8601 UTC text and calendar dates are YYYY-MM-DD text on both
 * engines, so values read back identically from SQLite and PostgreSQL and sort
 * correctly as text (docs/decisions/0003-data-model.md).
 */
type Instant = string;
type CalendarDate = string;
type Flag = 0 | 1;

export type { Locale };

export interface OfficialsTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  created_at: Instant;
  failed_logins: ColumnType<number, number | undefined, number>;
  locked_until: Instant | null;
  /** "member": a club member who is not an official (migration 0023). */
  role: ColumnType<AccountRole, AccountRole | undefined, AccountRole>;
  name: ColumnType<string, string | undefined, string>;
  last_sign_in_at: Instant | null;
  /** Set for an official whose access ends with their officer term: from then on they cannot sign in. */
  access_ends_at: ColumnType<Instant | null, Instant | null | undefined, Instant | null>;
  /** The member record this person is, if any (migration 0023). */
  member_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The language of this person's e-mails and screens. */
  locale: ColumnType<Locale, Locale | undefined, Locale>;
}

/** Administrators may do everything; editors look after the content (projects, members, past presidents, inbox). */
import type { AccountRole, OfficerRole, OfficialRole } from "../lib/role-labels";

export type { AccountRole, OfficerRole, OfficialRole };

/** A one-time link: only the SHA-256 of its token is kept. */
export interface OfficialTokensTable {
  id: Generated<number>;
  token_hash: string;
  purpose: TokenPurpose;
  /** Whom the link was made for: the invitee, or the official who asked for a reset. */
  email: string;
  /** The role an invitee will have; null for a reset or a sign-in link. */
  role: AccountRole | null;
  /** The official a reset is for; null for an invitation. */
  official_id: number | null;
  created_by: number | null;
  created_at: Instant;
  expires_at: Instant;
  used_at: Instant | null;
}

/** "sign-in": a member's e-mailed link that signs them in without a password (migration 0023). */
export type TokenPurpose = "invite" | "reset" | "sign-in";

/** Every "forgot password" request, whether or not the address is an official's (for throttling). */
export interface ResetRequestsTable {
  id: Generated<number>;
  email: string;
  ip: string | null;
  created_at: Instant;
}

export interface SessionsTable {
  token_hash: string;
  official_id: number;
  created_at: Instant;
  expires_at: Instant;
  last_seen_at: Instant;
}

export interface LoginAttemptsTable {
  id: Generated<number>;
  official_id: number | null;
  email: string;
  status: "success" | "failure";
  ip: string | null;
  created_at: Instant;
}

export interface MembersTable {
  id: Generated<number>;
  member_no: string;
  name: string;
  joined_on: CalendarDate | null;
  position: number | null;
  photo_id: number | null;
  /** 1: put there by the first start's demo content (migration 0015); "Remove all demo content" takes it. */
  is_demo: ColumnType<Flag, Flag | undefined, Flag>;
  created_at: Instant;
  updated_at: Instant;
}

/** Who may see one of a member's private details: only they (and administrators), or every signed-in member. */
export type SeenBy = "nobody" | "members";

/** A member's own profile (migration 0024): never public. Dates are YYYY-MM-DD; others see the day and month. */
export interface MemberProfilesTable {
  member_id: number;
  classification: ColumnType<string, string | undefined, string>;
  phone: ColumnType<string, string | undefined, string>;
  whatsapp: ColumnType<string, string | undefined, string>;
  email: ColumnType<string, string | undefined, string>;
  address: ColumnType<string, string | undefined, string>;
  birth_date: CalendarDate | null;
  spouse_name: ColumnType<string, string | undefined, string>;
  anniversary: CalendarDate | null;
  /** Rotary International's member number (migration 0025). */
  rotary_id: ColumnType<string, string | undefined, string>;
  phf_level: ColumnType<string, string | undefined, string>;
  recognitions: ColumnType<string, string | undefined, string>;
  committees: ColumnType<string, string | undefined, string>;
  phone_seen_by: ColumnType<SeenBy, SeenBy | undefined, SeenBy>;
  whatsapp_seen_by: ColumnType<SeenBy, SeenBy | undefined, SeenBy>;
  email_seen_by: ColumnType<SeenBy, SeenBy | undefined, SeenBy>;
  address_seen_by: ColumnType<SeenBy, SeenBy | undefined, SeenBy>;
  birthday_seen_by: ColumnType<SeenBy, SeenBy | undefined, SeenBy>;
  anniversary_seen_by: ColumnType<SeenBy, SeenBy | undefined, SeenBy>;
  /** 1: the public members page shows it (as it does for a member without a profile). */
  public_photo: ColumnType<Flag, Flag | undefined, Flag>;
  public_designation: ColumnType<Flag, Flag | undefined, Flag>;
  public_message: ColumnType<Flag, Flag | undefined, Flag>;
  updated_at: Instant;
}

/** A member's designation and message in one language (en always; another only when it has a text). */
/** A member's request to change what the public site shows of them (migration 0025): waits for an official. */
export interface MemberPublicChangesTable {
  member_id: number;
  /** null: the name stays. */
  name: string | null;
  /** null: the photo stays. */
  photo_id: number | null;
  requested_by: number | null;
  requested_at: Instant;
}

/** The designation and message a member asks for, per language. */
export interface MemberPublicChangeTextsTable {
  member_id: number;
  locale: Locale;
  designation: string | null;
  message: string | null;
}

export interface MemberTextsTable {
  member_id: number;
  locale: Locale;
  designation: string | null;
  message: string | null;
}

export interface PastPresidentsTable {
  id: Generated<number>;
  /** Unique; "2025-2026" (app/models/rotary-year.ts) for every row entered since migration 0007. */
  rotary_year: string;
  president: string;
  secretary: string;
  /** 1: put there by the first start's demo content (migration 0015); "Remove all demo content" takes it. */
  is_demo: ColumnType<Flag, Flag | undefined, Flag>;
  created_at: Instant;
  updated_at: Instant;
}

/** Who holds which office in a Rotary year (1 July to 30 June, India's time). */
export interface OfficerTermsTable {
  id: Generated<number>;
  /** The stored form of app/models/rotary-year.ts: "2025-2026". */
  rotary_year: string;
  role: OfficerRole;
  /** The office's name for "other" (Joint Secretary...); empty for the others. */
  role_label: ColumnType<string, string | undefined, string>;
  name: string;
  phone: ColumnType<string, string | undefined, string>;
  email: ColumnType<string, string | undefined, string>;
  /** The official who holds the office, when they have an account. */
  official_id: number | null;
  is_demo: ColumnType<Flag, Flag | undefined, Flag>;
  created_at: Instant;
  updated_at: Instant;
}

export interface ProjectsTable {
  id: Generated<number>;
  code: string;
  project_date: CalendarDate | null;
  cost: number | null;
  man_hours: number | null;
  video_url: string | null;
  is_signature: Flag;
  /** 1: only officials see it (migration 0009). */
  is_draft: ColumnType<Flag, Flag | undefined, Flag>;
  /** 1: put there by the first start's demo content (migration 0015); "Remove all demo content" takes it. */
  is_demo: ColumnType<Flag, Flag | undefined, Flag>;
  created_at: Instant;
  updated_at: Instant;
}

/** A code a project had before it was changed: /project/OLD leads to the project (migration 0008). */
export interface ProjectCodeRedirectsTable {
  old_code: string;
  project_id: number;
  created_at: Instant;
}

export interface ProjectTextsTable {
  project_id: number;
  locale: Locale;
  title: string | null;
  short_note: string | null;
  /** Where it took place (migration 0017; a column of projects before). */
  location: string | null;
  description: string | null;
}

export interface ProjectMediaTable {
  project_id: number;
  position: number;
  media_id: number;
}

export interface MediaVariant {
  format: "avif" | "webp";
  width: number;
  height: number;
  key: string;
  bytes: number;
}

export interface MediaTable {
  id: Generated<number>;
  kind: "image" | "video";
  storage_key: string;
  content_type: string;
  bytes: number;
  width: number | null;
  height: number | null;
  /** JSON array of MediaVariant. */
  variants: string;
  created_at: Instant;
}

/** A photo's description (alt text) in one language (migration 0018): en always, another only when it has one. */
export interface MediaTextsTable {
  media_id: number;
  locale: Locale;
  alt_text: string | null;
}

export interface MessagesTable {
  id: Generated<number>;
  kind: MessageKind;
  locale: Locale;
  name: string;
  email: string;
  phone: string;
  age: number | null;
  body: string;
  submitted_at: Instant;
  status: MessageStatus;
  spam_reason: string | null;
  client_ip: string | null;
  /** The specification's time field: when it was sent, written in the visitor's language. */
  time_text: string | null;
}

export type MessageKind = "join" | "contact";
export type MessageStatus = "new" | "handled" | "spam";

export interface OutboxTable {
  id: Generated<number>;
  message_id: number | null;
  recipient: string;
  subject: string;
  body: string;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: Instant;
  sent_at: Instant | null;
  last_error: string | null;
  created_at: Instant;
  /** Officials (JOIN_TO or CONTACT_TO, read when sending) or the visitor (an acknowledgement). */
  audience: ColumnType<MailAudience, MailAudience | undefined, MailAudience>;
  /** A worker owns the row until then (its lease), identified by locked_by. */
  locked_until: Instant | null;
  locked_by: string | null;
  /** Set when the last attempt failed: the e-mail is undelivered. */
  failed_at: Instant | null;
  /** 1: the body holds a one-time link and is replaced once the e-mail is sent. */
  erase_after_send: ColumnType<Flag, Flag | undefined, Flag>;
  /** The 80G receipt sent with it as a PDF, drawn when sending (migration 0021). */
  receipt_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** A private file it carries (a donor's Form 10BE). */
  file_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The bulletin it is one recipient's copy of (migration 0030): one per bulletin and address. */
  bulletin_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The HTML part, beside `body` as the plain-text part. */
  html: ColumnType<string | null, string | null | undefined, string | null>;
  /** Extra headers as JSON (a bulletin's List-Unsubscribe and List-Unsubscribe-Post). */
  headers: ColumnType<string | null, string | null | undefined, string | null>;
  /** When its last try was claimed: bulletins' hourly cap counts these. */
  attempted_at: ColumnType<Instant | null, Instant | null | undefined, Instant | null>;
}

export type MailAudience = "officials" | "visitor";

export interface AppSecretsTable {
  name: string;
  value: string;
  created_at: Instant;
}

export interface AuditLogTable {
  id: Generated<number>;
  official_id: number | null;
  action: string;
  entity: string;
  entity_id: string | null;
  at: Instant;
  summary: string | null;
  /** The official's e-mail when the entry was written; stays after the official is removed. */
  actor: string | null;
  /** The trash item a deletion made (migration 0015), so the activity log can offer to restore it. */
  trash_id: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A column left empty by default (its default is ''). */
type ProfileOfficerColumn = ColumnType<string, string | undefined, string>;

export interface ClubProfileTable {
  id: number;
  /**
   * The officers the profile kept before the officer terms became the one
   * source (decision 0054): empty since, and moved into this Rotary year's
   * terms at each start when a database (an older backup restored) has them.
   */
  president_name: ProfileOfficerColumn;
  president_phone: ProfileOfficerColumn;
  president_email: ProfileOfficerColumn;
  secretary_name: ProfileOfficerColumn;
  secretary_phone: ProfileOfficerColumn;
  secretary_email: ProfileOfficerColumn;
  foundation_chair_name: ProfileOfficerColumn;
  foundation_chair_phone: ProfileOfficerColumn;
  foundation_chair_email: ProfileOfficerColumn;
  /** JSON array of { label, url }. */
  social_links: string;
  privacy_email: string;
  upi_id: string;
  upi_beneficiary: string;
  bank_beneficiary: string;
  bank_account: string;
  bank_ifsc: string;
  bank_branch: string;
  bank_name: string;
  map_location: string;
  club_book_url: string;
  is_demo: Flag;
  updated_at: Instant;
}

/** A scheduled job's run taken by one server process (migration 0019): the first claim of (job, run) wins. */
export interface JobClaimsTable {
  job: string;
  run: string;
  holder: string;
  claimed_at: Instant;
}

/** The body that receives tax-deductible gifts (migration 0020): one row, id 1. */
export interface ReceivingBodyTable {
  id: number;
  registered_name: string;
  address: string;
  pan: string;
  urn: string;
  urn_issued_on: string | null;
  urn_valid_from: string | null;
  urn_valid_to: string | null;
  section_name: string;
  section_code: string;
  statement_form_name: string;
  certificate_form_name: string;
  signatory_name: string;
  signatory_designation: string;
  /** Unused since 0022: the media store is public, so the signature is a private file. */
  signature_media_id: number | null;
  signature_file_id: ColumnType<number | null, number | null | undefined, number | null>;
  show_raised: ColumnType<Flag, Flag | undefined, Flag>;
  receipt_prefix: string;
  fcra_registration: string;
  fcra_account: string;
  /** Whole rupees, as a JSON array. */
  suggested_amounts: string;
  is_demo: Flag;
  updated_at: Instant;
}

/** A gift a donor reported, or the treasurer found on a statement (migration 0020). */
export interface GiftsTable {
  id: Generated<number>;
  reference: string;
  status: "reported" | "received" | "rejected";
  indian_citizen: Flag;
  donor_name: string;
  email: string;
  phone: string;
  address: string;
  id_kind: "pan" | "aadhaar" | null;
  id_number: string | null;
  /** Paise; PostgreSQL's bigint comes back as text. */
  amount_paise: ColumnType<number | string, number, number>;
  mode: "upi" | "bank" | "cheque" | "cash" | "kind";
  bank_reference: string | null;
  given_on: string;
  cause: string | null;
  donation_type: "corpus" | "specific-grant" | "others";
  locale: string;
  consent_at: Instant | null;
  reported_at: Instant | null;
  received_at: Instant | null;
  created_at: Instant;
  updated_at: Instant;
  /** The bank statement (and its line) that confirmed the gift as received (migration 0022). */
  statement_id: ColumnType<number | null, number | null | undefined, number | null>;
  statement_line: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A file no visitor may fetch, kept in the database (migration 0022). */
export interface PrivateFilesTable {
  id: Generated<number>;
  purpose: "signature" | "certificate";
  file_name: string;
  content_type: string;
  byte_size: number;
  sha256: string;
  content_base64: string;
  uploaded_at: Instant;
  uploaded_by: number | null;
}

/** A bank statement the treasurer read to match gifts, as uploaded (migration 0022). */
export interface BankStatementsTable {
  id: Generated<number>;
  file_name: string;
  layout: string;
  content: string;
  credits: number;
  first_date: string | null;
  last_date: string | null;
  uploaded_at: Instant;
  uploaded_by: number | null;
}

/** A donor's Form 10BE certificate for a financial year (migration 0022). */
export interface CertificatesTable {
  id: Generated<number>;
  financial_year: string;
  file_id: number;
  donor_id_number: string | null;
  emailed_to: string | null;
  emailed_at: Instant | null;
  created_at: Instant;
  created_by: number | null;
}

/** The last receipt number given in a financial year ("2026-27"). */
export interface ReceiptCountersTable {
  financial_year: string;
  last_number: number;
}

/** An 80G receipt: what it printed is kept in `data`; it is cancelled, never edited. */
export interface ReceiptsTable {
  id: Generated<number>;
  gift_id: number;
  financial_year: string;
  number: number;
  receipt_no: string;
  deductible: Flag;
  data: string;
  issued_at: Instant;
  issued_by: number | null;
  cancelled_at: Instant | null;
  cancel_reason: string | null;
  cancelled_by: number | null;
}

export interface HealthChecksTable {
  id: number;
  checked_at: Instant;
}

/** The club's translated facts, one row per language (en required). */
/** A published state of a page officials edit; the highest number is what visitors see. */
export interface ContentVersionsTable {
  id: Generated<number>;
  document: string;
  number: number;
  /** The whole state as JSON (app/content/data.ts, ContentData). */
  data: string;
  published_at: Instant;
  published_by: number | null;
  /** The official's e-mail when published, so the history still names them after they leave. */
  actor: string | null;
  /** What changed, in words, for the history list and the activity log. */
  summary: ColumnType<string, string | undefined, string>;
  /** The version this one restored, if it is a restore. */
  restored_from: number | null;
}

/** The one draft of a page: saved by officials, seen only in preview until published. */
export interface ContentDraftsTable {
  document: string;
  data: string;
  /** The version the draft was started from. */
  base_number: number | null;
  updated_at: Instant;
  updated_by: number | null;
}

/** A photo a draft (version_number null) or a version of a page shows, so media cleanup keeps it. */
export interface ContentMediaTable {
  id: Generated<number>;
  document: string;
  version_number: number | null;
  media_id: number;
}

/** One saved state of a project (docs/decisions/0027-project-versions.md). */
export interface ProjectVersionsTable {
  id: Generated<number>;
  project_id: number;
  /** 1, 2, 3… per project. */
  number: number;
  /** The whole state as JSON (app/models/project-writes.server.ts, ProjectWrite). */
  data: string;
  saved_at: Instant;
  saved_by: number | null;
  /** The official's e-mail when saved, so the history still names them after they leave. */
  actor: string | null;
  /** What changed, per field and language, for the history list and the activity log. */
  summary: ColumnType<string, string | undefined, string>;
  /** The version this one restored, if it is a restore. */
  restored_from: number | null;
}

/** The photos a project version shows: media cleanup keeps what is named here. */
export interface ProjectVersionMediaTable {
  version_id: number;
  media_id: number;
}

/** A published project's saved next state, not yet public (decision 0028). */
export interface ProjectPendingTable {
  project_id: number;
  /** The whole state as JSON (app/models/project-writes.server.ts, ProjectWrite). */
  data: string;
  updated_at: Instant;
  updated_by: number | null;
}

export interface ProjectPendingMediaTable {
  project_id: number;
  media_id: number;
}

/** The medium a file imported from the Firebase-era site became, by its address (migration 0013). */
export interface ImportSourcesTable {
  source_url: string;
  media_id: number;
  imported_at: Instant;
}

export interface ClubProfileTextsTable {
  locale: Locale;
  club_name: string;
  /** The club's brochure in this language (the home page's hero links it). */
  brochure_url: string;
}

export type EventKind = "club-meeting" | "service-project" | "fundraiser" | "fellowship" | "district-event" | "other";
export type EventStatus = "scheduled" | "cancelled" | "postponed";

/** A meeting or event (migration 0014); with `recurrence` (an RRULE such as FREQ=WEEKLY) it repeats from starts_at. */
export interface EventsTable {
  id: Generated<number>;
  kind: EventKind;
  starts_at: Instant;
  ends_at: Instant;
  all_day: ColumnType<Flag, Flag | undefined, Flag>;
  recurrence: string | null;
  /** The last day (India) a repeating event happens on; null: no end. */
  repeat_until: CalendarDate | null;
  map_url: string | null;
  online_url: string | null;
  photo_id: number | null;
  project_id: number | null;
  status: ColumnType<EventStatus, EventStatus | undefined, EventStatus>;
  is_draft: ColumnType<Flag, Flag | undefined, Flag>;
  /** iCalendar SEQUENCE: one more on every save. */
  sequence: ColumnType<number, number | undefined, number>;
  /** 1: put there by the first start's demo content (migration 0015); "Remove all demo content" takes it. */
  is_demo: ColumnType<Flag, Flag | undefined, Flag>;
  /** 1: a one-off event that counts as a meeting for attendance (migration 0026); the weekly meeting always does. */
  counts_for_attendance: ColumnType<Flag, Flag | undefined, Flag>;
  /** Who may reply (RSVP, migration 0027): nobody, members, or members and the public. */
  replies: ColumnType<EventReplies, EventReplies | undefined, EventReplies>;
  /** How many people may come, guests included; null: no limit. */
  reply_capacity: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: Instant;
  updated_at: Instant;
}

export interface EventTextsTable {
  event_id: number;
  locale: Locale;
  title: string | null;
  /** The venue's name and address (migration 0017; one text for every language in events before). */
  venue_name: string | null;
  venue_address: string | null;
  description: string | null;
  /** Why it was cancelled or postponed. */
  status_note: string | null;
}

/** One date of a repeating event that differs: cancelled, or moved to starts_at–ends_at. */
export interface EventExceptionsTable {
  event_id: number;
  /** The occurrence's original start (UTC), as the rule computes it: iCalendar's RECURRENCE-ID. */
  occurrence_at: Instant;
  status: "cancelled" | "moved";
  starts_at: Instant | null;
  ends_at: Instant | null;
  note: string;
  updated_at: Instant;
}

/** The reason for a changed date in a language other than English (migration 0016); English is event_exceptions.note. */
export interface EventExceptionTextsTable {
  event_id: number;
  occurrence_at: Instant;
  locale: Locale;
  note: string;
}

/** Something deleted, kept for 30 days with every row it had (docs/decisions/0046-trash.md). */
export interface TrashTable {
  id: Generated<number>;
  /** What it is: "project", "event", "member", "past_president", "content_draft", "demo_content"… */
  kind: string;
  /** Its name as the trash lists it: "Weekly meeting". */
  label: string;
  /** Its id where it had one (the project's, the page's), for the activity log. */
  entity_id: string | null;
  /** JSON: { tables: [{ table, rows }] } (app/models/trash.server.ts). */
  data: string;
  deleted_at: Instant;
  deleted_by: number | null;
  /** The official's e-mail when deleted, so the trash still names them after they leave. */
  actor: string | null;
}

/** The photos a trashed thing shows: media clean-up keeps them until it is restored or purged. */
export interface TrashMediaTable {
  trash_id: number;
  media_id: number;
}

/** One meeting's register (migration 0026): made when it is first marked. */
export interface AttendanceRegistersTable {
  event_id: number;
  /** The occurrence's original start (UTC), as the rule gives it: iCalendar's RECURRENCE-ID. */
  occurrence_at: Instant;
  /** The India date it was held on (a moved date's new day). */
  held_on: CalendarDate;
  spouses: ColumnType<number, number | undefined, number>;
  children: ColumnType<number, number | undefined, number>;
  visitors: ColumnType<number, number | undefined, number>;
  visiting_rotarians: ColumnType<number, number | undefined, number>;
  district_delegates: ColumnType<number, number | undefined, number>;
  created_at: Instant;
  updated_at: Instant;
  updated_by: number | null;
}

/** A member's mark on a register; member_id outlives the member on purpose (migration 0026). */
export interface AttendanceMarksTable {
  event_id: number;
  occurrence_at: Instant;
  member_id: number;
  mark: AttendanceMark;
  /** "self": the member checked in by the meeting's QR code. */
  source: "official" | "self";
  marked_at: Instant;
}

/** A leave of absence (excused) or an exemption such as the Rule of 85 (exempt), from one day to another. */
export interface AttendanceLeavesTable {
  id: Generated<number>;
  member_id: number;
  kind: "leave" | "exempt";
  starts_on: CalendarDate;
  /** The last day it covers; null: until further notice. */
  ends_on: CalendarDate | null;
  note: ColumnType<string, string | undefined, string>;
  created_at: Instant;
  created_by: number | null;
}

export type MakeUpKind = "other-club" | "service-project" | "district-event" | "online" | "board" | "other";

/** A make-up a member reported (migration 0026). */
export interface AttendanceMakeUpsTable {
  id: Generated<number>;
  member_id: number;
  held_on: CalendarDate;
  kind: MakeUpKind;
  place: ColumnType<string, string | undefined, string>;
  note: ColumnType<string, string | undefined, string>;
  status: ColumnType<"pending" | "accepted" | "refused", "pending" | "accepted" | "refused" | undefined>;
  reported_at: Instant;
  decided_at: Instant | null;
  decided_by: number | null;
}

/** When a removed member joined and left, for the monthly report (migration 0026). */
export interface MembershipDeparturesTable {
  member_id: number;
  joined_on: CalendarDate;
  left_on: CalendarDate;
}

/** The club's attendance settings (one row, id 1). */
export interface AttendanceSettingsTable {
  id: number;
  /** Make-ups cover absences within this many days; null: within the same Rotary year. */
  make_up_days: number | null;
  /** At most this many make-ups count per member per half-year; null: no cap. */
  make_up_cap: number | null;
  district_email: ColumnType<string, string | undefined, string>;
  report_locale: ColumnType<Locale, Locale | undefined, Locale>;
  updated_at: Instant;
}

export type EventReplies = "off" | "members" | "everyone";
export type ReplyStatus = "coming" | "waiting" | "cancelled";

/** One person's reply to an event (migration 0027): coming, on the waiting list, or cancelled. */
export interface EventRepliesTable {
  id: Generated<number>;
  event_id: number;
  /** "member:12" or "email:asha@example.org": one reply per person and event. */
  who: string;
  member_id: number | null;
  name: string;
  email: string;
  phone: ColumnType<string, string | undefined, string>;
  guests: ColumnType<number, number | undefined, number>;
  note: ColumnType<string, string | undefined, string>;
  status: ReplyStatus;
  /** The language the person replied in: their e-mails are in it. */
  locale: ColumnType<Locale, Locale | undefined, Locale>;
  /** When it joined its place in the line (the waiting list's order). */
  queued_at: Instant;
  created_at: Instant;
  updated_at: Instant;
}

/** Someone who asked for the bulletin on the site (migration 0029): pending until they confirm. */
export interface NewsletterFriendsTable {
  id: Generated<number>;
  /** Lower-cased. */
  email: string;
  locale: ColumnType<Locale, Locale | undefined, Locale>;
  status: "pending" | "confirmed";
  /** SHA-256 of the confirmation link's token, while one is open. */
  token_hash: string | null;
  token_expires_at: Instant | null;
  created_at: Instant;
  updated_at: Instant;
  confirmed_at: Instant | null;
}

/** An address that asked for no more bulletins (migration 0029), a member's or a friend's. */
export interface BulletinUnsubscribesTable {
  /** Lower-cased. */
  email: string;
  how: "one-click" | "page";
  unsubscribed_at: Instant;
  /** The bulletin whose link was used (migration 0030). */
  bulletin_id: ColumnType<number | null, number | null | undefined, number | null>;
}

export type BulletinStatus = "draft" | "scheduled" | "sent";

/** One issue of the club's bulletin (migration 0030). */
export interface BulletinsTable {
  id: Generated<number>;
  status: BulletinStatus;
  /** 1: its archive page is for signed-in members only. */
  members_only: ColumnType<Flag, Flag | undefined, Flag>;
  /** The blocks that fill themselves when it is sent. */
  with_events: ColumnType<Flag, Flag | undefined, Flag>;
  with_celebrations: ColumnType<Flag, Flag | undefined, Flag>;
  with_projects: ColumnType<Flag, Flag | undefined, Flag>;
  scheduled_at: Instant | null;
  sent_at: Instant | null;
  /** How many e-mails its sending queued. */
  recipients: ColumnType<number, number | undefined, number>;
  created_by: number | null;
  created_at: Instant;
  updated_at: Instant;
}

/** A bulletin's photos in order (migration 0031). */
export interface BulletinMediaTable {
  bulletin_id: number;
  position: number;
  media_id: number;
}

/** A member without an account whom an official added to the bulletin list (migration 0031). */
export interface BulletinMembersTable {
  member_id: number;
  locale: Locale;
  added_by: number | null;
  added_at: Instant;
}

/** When a bulletin sign-up came, by client address, for the per-address limit (migration 0031). */
export interface NewsletterRequestsTable {
  id: Generated<number>;
  client_ip: string;
  requested_at: Instant;
}

/** A bulletin's texts in one language, with the English its translation was made from. */
export interface BulletinTextsTable {
  bulletin_id: number;
  locale: Locale;
  title: ColumnType<string, string | undefined, string>;
  body: ColumnType<string, string | undefined, string>;
  source_title: string | null;
  source_body: string | null;
  /** What the self-filling blocks held when it was sent (JSON). */
  blocks: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface BulletinVersionsTable {
  id: Generated<number>;
  bulletin_id: number;
  number: number;
  data: string;
  saved_at: Instant;
  saved_by: number | null;
  actor: string | null;
  summary: ColumnType<string, string | undefined, string>;
  restored_from: number | null;
}

/** How many bulletin e-mails may leave per hour (one row, id 1). */
export interface BulletinSettingsTable {
  id: number;
  per_hour: number;
  updated_at: Instant;
}

/** An address whose mail server refused bulletins for good. */
export interface BulletinBouncesTable {
  email: string;
  /** How many bulletins it refused. */
  bulletins: number;
  last_bulletin_id: number | null;
  last_error: ColumnType<string, string | undefined, string>;
  /** Set at the third: skipped until an official clears it. */
  undeliverable_at: Instant | null;
  updated_at: Instant;
}

/** A month's report as it was sent to the district (figures: JSON of MonthlyReport). */
export interface AttendanceReportsTable {
  month: string;
  figures: string;
  sent_to: string;
  sent_at: Instant;
  sent_by: number | null;
}

export interface DB {
  officials: OfficialsTable;
  sessions: SessionsTable;
  login_attempts: LoginAttemptsTable;
  members: MembersTable;
  member_profiles: MemberProfilesTable;
  member_texts: MemberTextsTable;
  member_public_changes: MemberPublicChangesTable;
  member_public_change_texts: MemberPublicChangeTextsTable;
  past_presidents: PastPresidentsTable;
  officer_terms: OfficerTermsTable;
  projects: ProjectsTable;
  project_texts: ProjectTextsTable;
  project_code_redirects: ProjectCodeRedirectsTable;
  project_media: ProjectMediaTable;
  media: MediaTable;
  media_texts: MediaTextsTable;
  messages: MessagesTable;
  outbox: OutboxTable;
  audit_log: AuditLogTable;
  club_profile: ClubProfileTable;
  club_profile_texts: ClubProfileTextsTable;
  app_secrets: AppSecretsTable;
  health_checks: HealthChecksTable;
  job_claims: JobClaimsTable;
  receiving_body: ReceivingBodyTable;
  gifts: GiftsTable;
  receipt_counters: ReceiptCountersTable;
  receipts: ReceiptsTable;
  private_files: PrivateFilesTable;
  bank_statements: BankStatementsTable;
  certificates: CertificatesTable;
  official_tokens: OfficialTokensTable;
  reset_requests: ResetRequestsTable;
  content_versions: ContentVersionsTable;
  content_drafts: ContentDraftsTable;
  content_media: ContentMediaTable;
  project_versions: ProjectVersionsTable;
  project_version_media: ProjectVersionMediaTable;
  project_pending: ProjectPendingTable;
  project_pending_media: ProjectPendingMediaTable;
  import_sources: ImportSourcesTable;
  events: EventsTable;
  event_texts: EventTextsTable;
  event_exceptions: EventExceptionsTable;
  event_exception_texts: EventExceptionTextsTable;
  trash: TrashTable;
  trash_media: TrashMediaTable;
  attendance_registers: AttendanceRegistersTable;
  attendance_marks: AttendanceMarksTable;
  attendance_leaves: AttendanceLeavesTable;
  attendance_make_ups: AttendanceMakeUpsTable;
  membership_departures: MembershipDeparturesTable;
  attendance_settings: AttendanceSettingsTable;
  attendance_reports: AttendanceReportsTable;
  event_replies: EventRepliesTable;
  newsletter_friends: NewsletterFriendsTable;
  bulletin_unsubscribes: BulletinUnsubscribesTable;
  bulletins: BulletinsTable;
  bulletin_texts: BulletinTextsTable;
  bulletin_versions: BulletinVersionsTable;
  bulletin_settings: BulletinSettingsTable;
  bulletin_bounces: BulletinBouncesTable;
  bulletin_media: BulletinMediaTable;
  bulletin_members: BulletinMembersTable;
  newsletter_requests: NewsletterRequestsTable;
}

export type ClubProfileRow = Selectable<ClubProfileTable>;
export type NewMedia = Insertable<MediaTable>;
