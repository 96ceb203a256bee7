import { type FieldMetadata, getInputProps } from "@conform-to/react";
import { Link, redirect, useLocation } from "react-router";
import { requireOfficial } from "~/auth/session.server";
import { AdminPage } from "~/components/admin-page";
import { FormField, OfficialForm, SelectField, SubmitButton, useOfficialForm } from "~/components/official-form";
import { PageNotice } from "~/components/page-notice";
import { UrlDialog } from "~/components/url-dialog";
import { now } from "~/context";
import { type FormReply, parseWithSchema } from "~/forms/conform";
import { encodeBase } from "~/forms/edit-base";
import { findConflicts } from "~/forms/edit-base.server";
import {
  officeLabelRequired,
  officerTermEditSchema,
  officerTermFormMessages,
  officerTermSchema,
  termActionSchema,
} from "~/forms/officer-term";
import { replyConflict, replyDone, replyFailed, replyInvalid } from "~/forms/official-form.server";
import { once, onceToken } from "~/forms/once.server";
import { pastPresidentMessages, pastPresidentSchema } from "~/forms/past-president";
import { translatorOf } from "~/i18n/content/admin/editing";
import { type HandoverCopy, handoverCopy } from "~/i18n/content/admin/handover";
import { officerRoleWords, roleWords } from "~/i18n/content/admin/roles";
import { formatIndiaDay, formatSubmissionTime } from "~/i18n/format";
import type { Locale } from "~/i18n/locales";
import { fill } from "~/i18n/types";
import { formText, readForm } from "~/lib/read-form.server";
import { parseRecordId } from "~/lib/record-id";
import { type OfficerRole, officerRoles } from "~/lib/role-labels";
import { formatRotaryYear, rotaryYearAt, rotaryYearEndsAt, rotaryYearSortKey } from "~/lib/rotary-year";
import { log } from "~/log.server";
import {
  type AccessChange,
  addTerm,
  DuplicateOfficeError,
  deleteTerm,
  endAccessWithTerm,
  getTerm,
  type HandoverBlocker,
  handoverBlocker,
  invitationRoleFor,
  keepAccess,
  listTerms,
  type OfficerTerm,
  pastPresidentProposal,
  termValues,
  updateTerm,
  yearToAddTo,
} from "~/models/officer-terms.server";
import { addPastPresident, DuplicateRotaryYearError } from "~/models/past-presidents.server";
import type { Route } from "./+types/handover";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.copy.title }];

/** An office as the official's language names it; an "other" office by the name typed for it. */
function officeIn(term: { role: OfficerRole; office: string }, locale: Locale) {
  return term.role === "other" ? term.office : officerRoleWords[locale][term.role];
}

/** The term forms' messages in the official's language, in the browser and in the action. */
const termMessages = (copy: HandoverCopy) => translatorOf(officerTermFormMessages, copy.messages);

/** The past presidents form's messages (forms/past-president.ts) in the official's language. */
const pastPresidentTranslator = (copy: HandoverCopy) => pastPresidentMessages(copy.proposal);

/** The edit form's fields by name, as a save conflict names them. */
function fieldLabelsOf(copy: HandoverCopy): Record<string, string> {
  return { roleLabel: copy.form.officeName, name: copy.form.name, phone: copy.form.phone, email: copy.form.email };
}

/** What the page says about a term's official: whether and when their access ends, measured against the term. */
function accessOf(term: OfficerTerm, copy: HandoverCopy, locale: Locale) {
  if (!term.official) return null;
  const termEnds = rotaryYearEndsAt(rotaryYearSortKey(term.rotaryYear));
  const ends = term.official.accessEndsAt ? new Date(term.official.accessEndsAt) : null;
  const text = !ends
    ? copy.card.accessDoesNotEnd
    : ends.getTime() === termEnds.getTime()
      ? fill(copy.card.accessEndsWithTerm, { time: formatSubmissionTime(ends, locale) })
      : ends < termEnds
        ? fill(copy.card.accessEndsBeforeTerm, { time: formatSubmissionTime(ends, locale) })
        : fill(copy.card.accessEnds, { time: formatSubmissionTime(ends, locale) });
  return {
    email: term.official.email,
    text,
    endsWithTerm: ends?.getTime() === termEnds.getTime(),
    ends: ends !== null,
    termEnds: formatSubmissionTime(termEnds, locale),
  };
}

/**
 * Invitations are sent from the Officials page, with the address and the role
 * filled in: administrator for the incoming President and Secretary, who hand
 * over next year (decision 0049), editor for the other offices.
 */
function inviteHref(term: Pick<OfficerTerm, "email" | "role">) {
  return `/officials?${new URLSearchParams({ email: term.email, role: invitationRoleFor(term.role) })}#invite`;
}

/** What a term's card says of the invitation sent to its e-mail, and what to do about it. */
function invitationOf(term: OfficerTerm, at: Date, copy: HandoverCopy, locale: Locale) {
  const invitation = term.invitation;
  if (term.official || !invitation) return null;
  const role = roleWords[locale][invitation.role].withArticle;
  const invited = formatIndiaDay(invitation.invitedAt, locale);
  const expired = Date.parse(invitation.expiresAt) <= at.getTime();
  return {
    expired,
    text: expired
      ? fill(copy.card.invitedExpired, { invited, role, expired: formatIndiaDay(invitation.expiresAt, locale) })
      : fill(copy.card.invitedPending, { invited, role }),
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const official = await requireOfficial(request, context);
  const { locale } = official;
  const copy = handoverCopy[locale];
  const at = now(context);
  const thisYear = formatRotaryYear(rotaryYearAt(at));
  const nextYear = formatRotaryYear(rotaryYearAt(at) + 1);
  const [terms, proposal] = await Promise.all([
    listTerms(context.db, [thisYear, nextYear]),
    pastPresidentProposal(context.db, at),
  ]);
  const shown = terms.map((term) => ({
    ...term,
    office: officeIn(term, locale),
    access: accessOf(term, copy, locale),
    invited: invitationOf(term, at, copy, locale),
    inviteHref: !term.official && term.email ? inviteHref(term) : null,
  }));
  const search = new URL(request.url).searchParams;
  const removing = shown.find((term) => String(term.id) === search.get("remove")) ?? null;
  const edited = shown.find((term) => String(term.id) === search.get("edit")) ?? null;
  const saved = shown.find((term) => String(term.id) === search.get("saved")) ?? null;
  return {
    copy,
    locale,
    offices: officerRoleWords[locale],
    thisYear,
    nextYear,
    once: onceToken(),
    addYear: yearToAddTo(
      shown.map((t) => t.rotaryYear),
      thisYear,
      nextYear,
    ),
    years: [
      {
        rotaryYear: thisYear,
        heading: fill(copy.thisYearHeading, { year: thisYear }),
        terms: shown.filter((t) => t.rotaryYear === thisYear),
      },
      {
        rotaryYear: nextYear,
        heading: fill(copy.nextYearHeading, { year: nextYear }),
        terms: shown.filter((t) => t.rotaryYear === nextYear),
      },
    ],
    proposal,
    removing,
    editing: edited ? { ...edited, values: termValues(edited) } : null,
    saved: saved ? fill(copy.saved, { office: saved.office, year: saved.rotaryYear, name: saved.name }) : null,
  };
}

type Refusal = Exclude<AccessChange, { ok: true }>["reason"];

/** Each refusal says what to do next (decision 0049), in the official's language. */
function accessRefusal(reason: Refusal, copy: HandoverCopy): string {
  switch (reason) {
    case "not-found":
      return copy.access.notFound;
    case "no-official":
      return copy.access.noOfficial;
    case "last-open-access":
      return copy.access.lastOpenAccess;
  }
}

/** What the screen's answers are worded with: the official's sentences and language. */
interface Words {
  copy: HandoverCopy;
  locale: Locale;
}

/** Why a term's official cannot be bound to it yet, and what to do about it. */
async function refusalOf(
  reason: Refusal,
  context: Route.ActionArgs["context"],
  termId: number,
  at: Date,
  { copy, locale }: Words,
): Promise<string> {
  if (reason === "no-official") {
    const term = await getTerm(context.db, termId);
    if (term?.invitation) {
      const expired = Date.parse(term.invitation.expiresAt) <= at.getTime();
      const values = { name: term.name, date: formatIndiaDay(term.invitation.invitedAt, locale) };
      return fill(expired ? copy.access.invitationExpired : copy.access.invitationPending, values);
    }
    return accessRefusal(reason, copy);
  }
  if (reason === "last-open-access") {
    const term = await getTerm(context.db, termId);
    return term?.official
      ? blockerSentence(await handoverBlocker(context.db, term.official.id, at), copy)
      : accessRefusal(reason, copy);
  }
  return accessRefusal(reason, copy);
}

function blockerSentence(blocker: HandoverBlocker, copy: HandoverCopy): string {
  switch (blocker.kind) {
    case "invited":
      return fill(blocker.expired ? copy.access.successorExpired : copy.access.successorPending, {
        email: blocker.email,
      });
    case "editor":
      return fill(copy.access.editor, { email: blocker.email });
    case "invited-as-editor":
      return fill(copy.access.invitedAsEditor, { email: blocker.email });
    case "nobody":
      return accessRefusal("last-open-access", copy);
  }
}

/** A year that already has the office, said in the official's language. */
function duplicateOffice(error: DuplicateOfficeError, { copy, locale }: Words): string {
  const office = officeIn({ role: error.role, office: error.roleLabel }, locale);
  const template = error.doing === "add" ? copy.form.duplicateAdd : copy.form.duplicateEdit;
  return fill(template, { year: error.rotaryYear, office });
}

/** Adds a term for this year or next year. */
async function addTermAction(form: FormData, context: Route.ActionArgs["context"], officialId: number, words: Words) {
  const { copy, locale } = words;
  const submission = parseWithSchema(form, officerTermSchema, termMessages(copy));
  if (submission.status !== "success") return replyInvalid(submission);
  const term = submission.value;
  // A double tap adds the term once and answers both taps alike, not the second with "already has".
  return once(submission.payload, "add-term", async () => {
    try {
      await addTerm(context.db, officialId, term);
    } catch (error) {
      if (error instanceof DuplicateOfficeError)
        return replyInvalid(submission, { fieldErrors: { role: [duplicateOffice(error, words)] }, status: 409 });
      log.error("adding an officer term failed", { err: error });
      return replyFailed(submission, copy.failed);
    }
    const office = officeIn({ role: term.role, office: term.roleLabel }, locale);
    // The year stays chosen for the next officer (the form's fields are emptied).
    return {
      ...replyDone(submission, fill(copy.form.added, { name: term.name, office, year: term.rotaryYear })),
      rotaryYear: term.rotaryYear,
    } satisfies AddReply;
  });
}

type AddReply = FormReply & { rotaryYear?: string };

/**
 * Saves a term edited in place. The form sends the values it was opened on,
 * so a save made on an older state is refused, naming the fields someone
 * else changed (decision 0052). Done, it goes back to the list, which says
 * what was saved.
 */
async function editTermAction(form: FormData, context: Route.ActionArgs["context"], officialId: number, words: Words) {
  const { copy, locale } = words;
  const translate = termMessages(copy);
  const labels = fieldLabelsOf(copy);
  const text = formText(form);
  const id = parseRecordId(text.get("id"));
  const term = id === null ? null : await getTerm(context.db, id);
  const stored = term ? termValues(term) : null;
  const conflicts = stored ? findConflicts(text, stored, (name) => labels[name] ?? name) : [];
  const submission = parseWithSchema(text, officerTermEditSchema, translate);
  const gone = () => replyInvalid(submission, { message: accessRefusal("not-found", copy), status: 409 });
  if (id === null || !term || !stored) return gone();
  if (conflicts.length > 0)
    return replyConflict(
      submission,
      { base: encodeBase(stored), fields: conflicts, by: null, at: term.updatedAt },
      locale,
    );
  if (submission.status !== "success") return replyInvalid(submission);
  const unnamed = () => replyInvalid(submission, { fieldErrors: { roleLabel: [translate(officeLabelRequired)] } });
  if (term.role === "other" && submission.value.roleLabel === "") return unnamed();
  try {
    const result = await updateTerm(context.db, officialId, id, submission.value);
    if (!result.ok) return result.reason === "office-unnamed" ? unnamed() : gone();
  } catch (error) {
    if (error instanceof DuplicateOfficeError)
      return replyInvalid(submission, { fieldErrors: { roleLabel: [duplicateOffice(error, words)] }, status: 409 });
    log.error("editing an officer term failed", { err: error });
    return replyFailed(submission, copy.failed);
  }
  return redirect(`/handover?saved=${id}`);
}

/** Adds the proposed past presidents row (the official may correct the names first). */
async function addPastPresidentAction(
  form: FormData,
  context: Route.ActionArgs["context"],
  officialId: number,
  copy: HandoverCopy,
) {
  const submission = parseWithSchema(form, pastPresidentSchema, pastPresidentTranslator(copy));
  if (submission.status !== "success") return replyInvalid(submission);
  try {
    await addPastPresident(context.db, officialId, submission.value);
  } catch (error) {
    if (error instanceof DuplicateRotaryYearError)
      return replyInvalid(submission, {
        fieldErrors: { rotaryYear: [fill(copy.proposal.duplicate, { year: error.rotaryYear })] },
        status: 409,
      });
    log.error("adding the proposed past presidents row failed", { err: error });
    return replyFailed(submission, copy.failed);
  }
  return replyDone(submission, fill(copy.proposal.added, { year: submission.value.rotaryYear }));
}

/** The buttons of an officer's card: end or keep their official's access, remove the term. */
async function termAction(form: FormData, context: Route.ActionArgs["context"], officialId: number, words: Words) {
  const { copy, locale } = words;
  const submission = parseWithSchema(form, termActionSchema, termMessages(copy));
  if (submission.status !== "success") return replyInvalid(submission);
  const id = parseRecordId(submission.value.id);
  const notFound = () => replyInvalid(submission, { message: accessRefusal("not-found", copy), status: 409 });
  const at = now(context);
  try {
    if (id === null) return notFound();
    if (submission.value.intent === "remove-term") {
      if (!(await deleteTerm(context.db, officialId, id))) return notFound();
      return replyDone(submission, copy.removeDialog.done);
    }
    const change =
      submission.value.intent === "end-access"
        ? await endAccessWithTerm(context, officialId, id, at)
        : await keepAccess(context, officialId, id, at);
    if (!change.ok)
      return replyInvalid(submission, {
        message: await refusalOf(change.reason, context, id, at, words),
        status: 409,
      });
    const sentence = change.accessEndsAt
      ? fill(copy.access.until, {
          email: change.email,
          time: formatSubmissionTime(new Date(change.accessEndsAt), locale),
        })
      : fill(copy.access.kept, { email: change.email });
    return replyDone(submission, sentence);
  } catch (error) {
    log.error("a handover change failed", { err: error, intent: submission.value.intent });
    return replyFailed(submission, copy.failed);
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const official = await requireOfficial(request, context);
  const words: Words = { copy: handoverCopy[official.locale], locale: official.locale };
  const form = await readForm(request);
  const intent = form.get("intent");
  if (intent === "add-term") return addTermAction(form, context, official.id, words);
  if (intent === "add-past-president") return addPastPresidentAction(form, context, official.id, words.copy);
  if (intent === "edit-term") return editTermAction(form, context, official.id, words);
  return termAction(form, context, official.id, words);
}

type LoaderData = Route.ComponentProps["loaderData"];
type ShownTerm = LoaderData["years"][number]["terms"][number];
type Copy = LoaderData["copy"];

/**
 * An officer's card; its one form holds whichever access button applies, so its answer stays beside it.
 * The page's forms post to the page itself, so a notice in its address (?saved) is not repeated.
 */
function OfficerCard({ term, copy, reply }: { term: ShownTerm; copy: Copy; reply: FormReply | undefined }) {
  const { access } = term;
  const words = copy.card;
  const { form, reply: mine } = useOfficialForm({
    id: `term-${term.id}`,
    schema: termActionSchema,
    reply,
    translate: termMessages(copy),
  });
  const who = { office: term.office, name: term.name };
  return (
    <li className="officer-card">
      <h3>{term.office}</h3>
      <p className="officer-name">{term.name}</p>
      {term.phone ? <p>{term.phone}</p> : null}
      {term.email ? <p className="muted">{term.email}</p> : null}
      {term.isDemo ? <p className="muted">{words.demo}</p> : null}
      {access ? (
        <p>{fill(words.signsInAs, { email: access.email, access: access.text })}</p>
      ) : term.invited ? (
        <p>{term.invited.text}</p>
      ) : term.inviteHref ? (
        <p>{words.notOfficialYet}</p>
      ) : (
        <p className="muted">{words.notOfficial}</p>
      )}
      <OfficialForm form={form} reply={mine} action="/handover" className="row-actions">
        <input type="hidden" name="id" value={term.id} />
        {access && !access.endsWithTerm ? (
          <button type="submit" name="intent" value="end-access" className="button small">
            {fill(words.endAccess, { time: access.termEnds })}
          </button>
        ) : null}
        {access?.ends ? (
          <button type="submit" name="intent" value="keep-access" className="button small">
            {words.keepAccess}
          </button>
        ) : null}
        {term.inviteHref ? (
          <Link to={term.inviteHref} className="button small">
            {fill(term.invited ? words.inviteAgain : words.invite, { name: term.name })}
          </Link>
        ) : null}
        <Link
          to={`?edit=${term.id}`}
          className="button small"
          preventScrollReset
          aria-label={fill(words.editLabel, who)}
        >
          {words.edit}
        </Link>
        <Link
          to={`?remove=${term.id}`}
          className="button small danger"
          preventScrollReset
          aria-label={fill(words.removeLabel, who)}
        >
          {words.remove}
        </Link>
      </OfficialForm>
    </li>
  );
}

function AddTermForm({
  copy,
  offices,
  thisYear,
  nextYear,
  addYear,
  once,
  reply,
}: {
  copy: Copy;
  /** The offices in the official's language. */
  offices: LoaderData["offices"];
  thisYear: string;
  nextYear: string;
  /** The form's one-time token (decision 0053). */
  once: string;
  /** The year the form offers first: this year while it has nobody, else next year. */
  addYear: string;
  reply: FormReply | undefined;
}) {
  const words = copy.form;
  // After an officer is added, the form is emptied but keeps the year they were added to.
  const added = reply?.formId === "add-term" && reply.ok ? (reply as AddReply).rotaryYear : undefined;
  const {
    form,
    fields,
    reply: mine,
  } = useOfficialForm({
    id: "add-term",
    schema: officerTermSchema,
    reply,
    defaultValue: { rotaryYear: added ?? addYear, role: "president" },
    translate: termMessages(copy),
  });
  return (
    <section aria-labelledby="add-term-heading">
      <h2 id="add-term-heading">{words.heading}</h2>
      <OfficialForm form={form} reply={mine} action="/handover" once={once}>
        <input type="hidden" name="intent" value="add-term" />
        <SelectField
          field={fields.rotaryYear}
          label={words.rotaryYear}
          required
          options={[
            [thisYear, fill(words.thisYear, { year: thisYear })],
            [nextYear, fill(words.nextYear, { year: nextYear })],
          ]}
        />
        <SelectField
          field={fields.role}
          label={words.office}
          required
          options={officerRoles.map((role) => [role, offices[role]] as const)}
        />
        <FormField field={fields.roleLabel} label={words.officeName} hint={words.officeNameHint} />
        <FormField field={fields.name} label={words.name} required autoComplete="off" />
        <FormField field={fields.phone} label={words.phone} type="tel" autoComplete="off" />
        <FormField field={fields.email} label={words.email} type="email" autoComplete="off" />
        <SubmitButton busyLabel={words.adding}>{words.submit}</SubmitButton>
      </OfficialForm>
    </section>
  );
}

/** A field the form sends as it is (Conform still puts its value back after an error). */
function HiddenField({ field }: { field: FieldMetadata<string> }) {
  const { key, ...props } = getInputProps(field, { type: "hidden" });
  return <input key={key} {...props} />;
}

/**
 * The proposed past presidents row. Once it is added the proposal is gone,
 * but the section stays for the answer, so the result is still announced.
 */
function PastPresidentProposal({
  proposal,
  copy,
  offices,
  reply,
}: {
  proposal: LoaderData["proposal"];
  copy: Copy;
  offices: LoaderData["offices"];
  reply: FormReply | undefined;
}) {
  const words = copy.proposal;
  const {
    form,
    fields,
    reply: mine,
  } = useOfficialForm({
    id: "past-president-proposal",
    schema: pastPresidentSchema,
    reply,
    defaultValue: proposal ?? undefined,
    translate: pastPresidentTranslator(copy),
  });
  if (!proposal && !mine?.ok) return null;
  return (
    <section aria-labelledby="proposal-heading" className="handover-proposal">
      <h2 id="proposal-heading">{words.heading}</h2>
      {proposal ? <p>{fill(words.text, { year: proposal.rotaryYear })}</p> : null}
      <OfficialForm form={form} reply={mine} action="/handover">
        {proposal ? (
          <>
            <input type="hidden" name="intent" value="add-past-president" />
            <HiddenField field={fields.rotaryYear} />
            <FormField field={fields.president} label={offices.president} required />
            <FormField field={fields.secretary} label={offices.secretary} required />
            <SubmitButton busyLabel={words.adding}>{fill(words.submit, { year: proposal.rotaryYear })}</SubmitButton>
          </>
        ) : null}
      </OfficialForm>
    </section>
  );
}

/**
 * A term edited in place, in a dialog opened by the address (?edit=ID). A
 * refused save keeps the dialog open with what was typed; a save done goes
 * back to the list. Should the term be gone, the answer is shown above the
 * lists.
 */
function EditTerm({
  editing,
  copy,
  reply,
}: {
  editing: LoaderData["editing"];
  copy: Copy;
  reply: FormReply | undefined;
}) {
  const { pathname } = useLocation();
  const words = copy.form;
  const {
    form,
    fields,
    reply: mine,
  } = useOfficialForm({
    id: "edit-term",
    schema: officerTermEditSchema,
    reply,
    defaultValue: editing?.values,
    translate: termMessages(copy),
  });
  if (!editing)
    return mine ? (
      <OfficialForm form={form} reply={mine}>
        {null}
      </OfficialForm>
    ) : null;
  return (
    <UrlDialog title={fill(words.editTitle, { office: editing.office, year: editing.rotaryYear })} closeHref={pathname}>
      <OfficialForm form={form} reply={mine} action={`${pathname}?edit=${editing.id}`} base={editing.values}>
        <input type="hidden" name="intent" value="edit-term" />
        <input type="hidden" name="id" value={editing.id} />
        {editing.role === "other" ? <FormField field={fields.roleLabel} label={words.officeName} required /> : null}
        <FormField field={fields.name} label={words.name} required autoComplete="off" />
        <FormField field={fields.phone} label={words.phone} type="tel" autoComplete="off" />
        <FormField field={fields.email} label={words.email} type="email" autoComplete="off" />
        <div className="row-actions">
          <Link className="button" to={pathname} replace>
            {words.cancel}
          </Link>
          <SubmitButton busyLabel={words.saving}>{words.save}</SubmitButton>
        </div>
      </OfficialForm>
    </UrlDialog>
  );
}

/** Asks before a term is removed; the answer is shown above the lists once the dialog has closed. */
function RemoveTerm({
  removing,
  copy,
  reply,
}: {
  removing: LoaderData["removing"];
  copy: Copy;
  reply: FormReply | undefined;
}) {
  const { pathname } = useLocation();
  const words = copy.removeDialog;
  const { form, reply: mine } = useOfficialForm({
    id: "remove-term",
    schema: termActionSchema,
    reply,
    translate: termMessages(copy),
  });
  if (!removing)
    return mine ? (
      <OfficialForm form={form} reply={mine}>
        {null}
      </OfficialForm>
    ) : null;
  return (
    <UrlDialog title={words.title} closeHref={pathname}>
      <p>
        <strong>{removing.office}</strong>, {removing.rotaryYear}: {removing.name}
      </p>
      <p>{words.accessStays}</p>
      <OfficialForm form={form} reply={mine} action={pathname}>
        <input type="hidden" name="intent" value="remove-term" />
        <input type="hidden" name="id" value={removing.id} />
        <div className="row-actions">
          <Link className="button" to={pathname} replace>
            {copy.form.cancel}
          </Link>
          <button type="submit" className="button danger">
            {words.remove}
          </button>
        </div>
      </OfficialForm>
    </UrlDialog>
  );
}

export default function Handover({ loaderData, actionData }: Route.ComponentProps) {
  const { copy, offices, years, proposal, removing, editing, saved, thisYear, nextYear, addYear, once } = loaderData;
  return (
    <AdminPage title={copy.title}>
      <p>{copy.intro}</p>
      <PageNotice text={saved} />
      <RemoveTerm removing={removing} copy={copy} reply={actionData} />
      <EditTerm key={editing?.id ?? "none"} editing={editing} copy={copy} reply={actionData} />
      <PastPresidentProposal proposal={proposal} copy={copy} offices={offices} reply={actionData} />
      {years.map((year) => (
        <section key={year.rotaryYear} aria-labelledby={`year-${year.rotaryYear}`}>
          <h2 id={`year-${year.rotaryYear}`}>{year.heading}</h2>
          {year.terms.length === 0 ? (
            <p>{fill(copy.noOfficers, { year: year.rotaryYear })}</p>
          ) : (
            <ul className="officer-list">
              {year.terms.map((term) => (
                <OfficerCard key={term.id} term={term} copy={copy} reply={actionData} />
              ))}
            </ul>
          )}
        </section>
      ))}
      <AddTermForm
        copy={copy}
        offices={offices}
        thisYear={thisYear}
        nextYear={nextYear}
        addYear={addYear}
        once={once}
        reply={actionData}
      />
    </AdminPage>
  );
}
