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
import { officeLabelRequired, officerTermEditSchema, officerTermSchema, termActionSchema } from "~/forms/officer-term";
import { replyConflict, replyDone, replyFailed, replyInvalid } from "~/forms/official-form.server";
import { once, onceToken } from "~/forms/once.server";
import { pastPresidentSchema } from "~/forms/past-president";
import { clubTimeZone } from "~/i18n/format";
import { formText, readForm } from "~/lib/read-form.server";
import { parseRecordId } from "~/lib/record-id";
import { officerRoleNames, officerRoles, roleLabels } from "~/lib/role-labels";
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
  officerTermFieldLabels,
  pastPresidentProposal,
  termValues,
  updateTerm,
  yearToAddTo,
} from "~/models/officer-terms.server";
import { addPastPresident, DuplicateRotaryYearError } from "~/models/past-presidents.server";
import type { Route } from "./+types/handover";

export const meta: Route.MetaFunction = () => [{ title: "Handover" }];

const when = new Intl.DateTimeFormat("en-IN", { dateStyle: "long", timeStyle: "short", timeZone: clubTimeZone });

const day = new Intl.DateTimeFormat("en-IN", { dateStyle: "long", timeZone: clubTimeZone });

/** "26 November 2026", in India. */
function dayOf(instant: string) {
  return day.format(new Date(instant));
}

/** "1 July 2027 at 12:00 am IST". */
function inIndia(instant: Date) {
  return `${when.format(instant)} IST`;
}

/** What the page says about a term's official: whether and when their access ends, measured against the term. */
function accessOf(term: OfficerTerm) {
  if (!term.official) return null;
  const termEnds = rotaryYearEndsAt(rotaryYearSortKey(term.rotaryYear));
  const ends = term.official.accessEndsAt ? new Date(term.official.accessEndsAt) : null;
  const text = !ends
    ? "Their access does not end."
    : ends.getTime() === termEnds.getTime()
      ? `Their access ends with this term, on ${inIndia(ends)}.`
      : ends < termEnds
        ? `Their access ends on ${inIndia(ends)}, before this term does.`
        : `Their access ends on ${inIndia(ends)}.`;
  return {
    email: term.official.email,
    text,
    endsWithTerm: ends?.getTime() === termEnds.getTime(),
    ends: ends !== null,
    termEnds: inIndia(termEnds),
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
function invitationOf(term: OfficerTerm, at: Date) {
  const invitation = term.invitation;
  if (term.official || !invitation) return null;
  const as = roleLabels[invitation.role].withArticle;
  const expired = Date.parse(invitation.expiresAt) <= at.getTime();
  return {
    expired,
    text: expired
      ? `Invited on ${dayOf(invitation.invitedAt)} as ${as}; the link expired on ${dayOf(invitation.expiresAt)} without being used. Send the invitation again.`
      : `Invited on ${dayOf(invitation.invitedAt)} as ${as}, not accepted yet.`,
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOfficial(request, context);
  const at = now(context);
  const thisYear = formatRotaryYear(rotaryYearAt(at));
  const nextYear = formatRotaryYear(rotaryYearAt(at) + 1);
  const [terms, proposal] = await Promise.all([
    listTerms(context.db, [thisYear, nextYear]),
    pastPresidentProposal(context.db, at),
  ]);
  const shown = terms.map((term) => ({
    ...term,
    access: accessOf(term),
    invited: invitationOf(term, at),
    inviteHref: !term.official && term.email ? inviteHref(term) : null,
  }));
  const search = new URL(request.url).searchParams;
  const removing = shown.find((term) => String(term.id) === search.get("remove")) ?? null;
  const edited = shown.find((term) => String(term.id) === search.get("edit")) ?? null;
  const saved = shown.find((term) => String(term.id) === search.get("saved")) ?? null;
  return {
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
        heading: `This Rotary year, ${thisYear}`,
        terms: shown.filter((t) => t.rotaryYear === thisYear),
      },
      {
        rotaryYear: nextYear,
        heading: `Next Rotary year, ${nextYear}`,
        terms: shown.filter((t) => t.rotaryYear === nextYear),
      },
    ],
    proposal,
    removing,
    editing: edited ? { ...edited, values: termValues(edited) } : null,
    saved: saved ? `✅ Saved: ${saved.office}, ${saved.rotaryYear}: ${saved.name}.` : null,
  };
}

type Refusal = Exclude<AccessChange, { ok: true }>["reason"];

/** Each refusal says what to do next (decision 0049). */
const accessRefusals: Record<Refusal, string> = {
  "not-found": "That term was removed meanwhile: reload the page to see the officers as they are now.",
  "no-official":
    "Nobody signs in with this officer's e-mail address yet: invite them first with the Invite button on their card.",
  "last-open-access":
    "Nobody else would be an administrator after this term: invite your successor as an administrator and, once they have accepted, end your access.",
};

/** Why a term's official cannot be bound to it yet, and what to do about it. */
async function refusalOf(
  reason: Refusal,
  context: Route.ActionArgs["context"],
  termId: number,
  at: Date,
): Promise<string> {
  if (reason === "no-official") {
    const term = await getTerm(context.db, termId);
    if (term?.invitation) {
      const expired = Date.parse(term.invitation.expiresAt) <= at.getTime();
      return expired
        ? `${term.name} did not accept the invitation of ${dayOf(term.invitation.invitedAt)} and its link has expired: send it again with the button on their card.`
        : `${term.name} has not accepted the invitation yet: ask them to open the e-mail of ${dayOf(term.invitation.invitedAt)}, or send it again.`;
    }
    return accessRefusals[reason];
  }
  if (reason === "last-open-access") {
    const term = await getTerm(context.db, termId);
    return term?.official
      ? blockerSentence(await handoverBlocker(context.db, term.official.id, at))
      : accessRefusals[reason];
  }
  return accessRefusals[reason];
}

function blockerSentence(blocker: HandoverBlocker): string {
  switch (blocker.kind) {
    case "invited":
      return blocker.expired
        ? `Your successor (${blocker.email}) did not accept the invitation and its link has expired: send it again, and end your access once they have accepted.`
        : `Your successor (${blocker.email}) has not accepted the invitation yet: ask them to open the e-mail, or send it again. Once they have accepted, end your access.`;
    case "editor":
      return `${blocker.email} keeps access but as an editor: make them an administrator on the Officials page (Change role), then end your access.`;
    case "invited-as-editor":
      return `${blocker.email} was invited as an editor: invite them again as an administrator, and end your access once they have accepted.`;
    case "nobody":
      return accessRefusals["last-open-access"];
  }
}

const failed = "❌ The change could not be saved. Please try again.";

/** Adds a term for this year or next year. */
async function addTermAction(form: FormData, context: Route.ActionArgs["context"], officialId: number) {
  const submission = parseWithSchema(form, officerTermSchema);
  if (submission.status !== "success") return replyInvalid(submission);
  const term = submission.value;
  // A double tap adds the term once and answers both taps alike, not the second with "already has".
  return once(submission.payload, "add-term", async () => {
    try {
      await addTerm(context.db, officialId, term);
    } catch (error) {
      if (error instanceof DuplicateOfficeError)
        return replyInvalid(submission, { fieldErrors: { role: [error.message] }, status: 409 });
      log.error("adding an officer term failed", { err: error });
      return replyFailed(submission, failed);
    }
    const office = term.role === "other" ? term.roleLabel : officerRoleNames[term.role];
    // The year stays chosen for the next officer (the form's fields are emptied).
    return {
      ...replyDone(submission, `✅ ${term.name} added as ${office} for ${term.rotaryYear}.`),
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
async function editTermAction(form: FormData, context: Route.ActionArgs["context"], officialId: number) {
  const text = formText(form);
  const id = parseRecordId(text.get("id"));
  const term = id === null ? null : await getTerm(context.db, id);
  const stored = term ? termValues(term) : null;
  const conflicts = stored ? findConflicts(text, stored, (name) => officerTermFieldLabels[name as never] ?? name) : [];
  const submission = parseWithSchema(text, officerTermEditSchema);
  if (id === null || !term || !stored)
    return replyInvalid(submission, { message: accessRefusals["not-found"], status: 409 });
  if (conflicts.length > 0)
    return replyConflict(submission, { base: encodeBase(stored), fields: conflicts, by: null, at: term.updatedAt });
  if (submission.status !== "success") return replyInvalid(submission);
  const unnamed = () => replyInvalid(submission, { fieldErrors: { roleLabel: [officeLabelRequired] } });
  if (term.role === "other" && submission.value.roleLabel === "") return unnamed();
  try {
    const result = await updateTerm(context.db, officialId, id, submission.value);
    if (!result.ok)
      return result.reason === "office-unnamed"
        ? unnamed()
        : replyInvalid(submission, { message: accessRefusals["not-found"], status: 409 });
  } catch (error) {
    if (error instanceof DuplicateOfficeError)
      return replyInvalid(submission, { fieldErrors: { roleLabel: [error.message] }, status: 409 });
    log.error("editing an officer term failed", { err: error });
    return replyFailed(submission, failed);
  }
  return redirect(`/handover?saved=${id}`);
}

/** Adds the proposed past presidents row (the official may correct the names first). */
async function addPastPresidentAction(form: FormData, context: Route.ActionArgs["context"], officialId: number) {
  const submission = parseWithSchema(form, pastPresidentSchema);
  if (submission.status !== "success") return replyInvalid(submission);
  try {
    await addPastPresident(context.db, officialId, submission.value);
  } catch (error) {
    if (error instanceof DuplicateRotaryYearError)
      return replyInvalid(submission, { fieldErrors: { rotaryYear: [error.message] }, status: 409 });
    log.error("adding the proposed past presidents row failed", { err: error });
    return replyFailed(submission, failed);
  }
  return replyDone(submission, `✅ ${submission.value.rotaryYear} was added to the past presidents.`);
}

/** The buttons of an officer's card: end or keep their official's access, remove the term. */
async function termAction(form: FormData, context: Route.ActionArgs["context"], officialId: number) {
  const submission = parseWithSchema(form, termActionSchema);
  if (submission.status !== "success") return replyInvalid(submission);
  const id = parseRecordId(submission.value.id);
  const notFound = () => replyInvalid(submission, { message: accessRefusals["not-found"], status: 409 });
  const at = now(context);
  try {
    if (id === null) return notFound();
    if (submission.value.intent === "remove-term") {
      if (!(await deleteTerm(context.db, officialId, id))) return notFound();
      return replyDone(submission, "✅ The term was removed. Their access, if they are an official, has not changed.");
    }
    const change =
      submission.value.intent === "end-access"
        ? await endAccessWithTerm(context, officialId, id, at)
        : await keepAccess(context, officialId, id, at);
    if (!change.ok)
      return replyInvalid(submission, { message: await refusalOf(change.reason, context, id, at), status: 409 });
    const sentence = change.accessEndsAt
      ? `${change.email} can sign in until ${inIndia(new Date(change.accessEndsAt))}.`
      : `${change.email} keeps access after the term.`;
    return replyDone(submission, `✅ ${sentence}`);
  } catch (error) {
    log.error("a handover change failed", { err: error, intent: submission.value.intent });
    return replyFailed(submission, failed);
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const official = await requireOfficial(request, context);
  const form = await readForm(request);
  const intent = form.get("intent");
  if (intent === "add-term") return addTermAction(form, context, official.id);
  if (intent === "add-past-president") return addPastPresidentAction(form, context, official.id);
  if (intent === "edit-term") return editTermAction(form, context, official.id);
  return termAction(form, context, official.id);
}

type LoaderData = Route.ComponentProps["loaderData"];
type ShownTerm = LoaderData["years"][number]["terms"][number];

/**
 * An officer's card; its one form holds whichever access button applies, so its answer stays beside it.
 * The page's forms post to the page itself, so a notice in its address (?saved) is not repeated.
 */
function OfficerCard({ term, reply }: { term: ShownTerm; reply: FormReply | undefined }) {
  const { access } = term;
  const { form, reply: mine } = useOfficialForm({ id: `term-${term.id}`, schema: termActionSchema, reply });
  return (
    <li className="officer-card">
      <h3>{term.office}</h3>
      <p className="officer-name">{term.name}</p>
      {term.phone ? <p>{term.phone}</p> : null}
      {term.email ? <p className="muted">{term.email}</p> : null}
      {term.isDemo ? <p className="muted">Demo officer: removed with the rest of the demo content.</p> : null}
      {access ? (
        <p>
          Signs in as {access.email}. {access.text}
        </p>
      ) : term.invited ? (
        <p>{term.invited.text}</p>
      ) : term.inviteHref ? (
        <p>Not an official yet.</p>
      ) : (
        <p className="muted">Not an official. Add their e-mail address to invite them.</p>
      )}
      <OfficialForm form={form} reply={mine} action="/handover" className="row-actions">
        <input type="hidden" name="id" value={term.id} />
        {access && !access.endsWithTerm ? (
          <button type="submit" name="intent" value="end-access" className="button small">
            End access with this term ({access.termEnds})
          </button>
        ) : null}
        {access?.ends ? (
          <button type="submit" name="intent" value="keep-access" className="button small">
            Keep access after the term
          </button>
        ) : null}
        {term.inviteHref ? (
          <Link to={term.inviteHref} className="button small">
            {term.invited ? `Send the invitation to ${term.name} again` : `Invite ${term.name}`}
          </Link>
        ) : null}
        <Link
          to={`?edit=${term.id}`}
          className="button small"
          preventScrollReset
          aria-label={`Edit ${term.office} ${term.name}`}
        >
          Edit
        </Link>
        <Link
          to={`?remove=${term.id}`}
          className="button small danger"
          preventScrollReset
          aria-label={`Remove ${term.office} ${term.name}`}
        >
          Remove
        </Link>
      </OfficialForm>
    </li>
  );
}

function AddTermForm({
  thisYear,
  nextYear,
  addYear,
  once,
  reply,
}: {
  thisYear: string;
  nextYear: string;
  /** The form's one-time token (decision 0053). */
  once: string;
  /** The year the form offers first: this year while it has nobody, else next year. */
  addYear: string;
  reply: FormReply | undefined;
}) {
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
  });
  return (
    <section aria-labelledby="add-term-heading">
      <h2 id="add-term-heading">Add an officer</h2>
      <OfficialForm form={form} reply={mine} action="/handover" once={once}>
        <input type="hidden" name="intent" value="add-term" />
        <SelectField
          field={fields.rotaryYear}
          label="Rotary year"
          required
          options={[
            [thisYear, `This year, ${thisYear}`],
            [nextYear, `Next year, ${nextYear}`],
          ]}
        />
        <SelectField
          field={fields.role}
          label="Office"
          required
          options={officerRoles.map((role) => [role, officerRoleNames[role]] as const)}
        />
        <FormField
          field={fields.roleLabel}
          label="Name of the office"
          hint="For Other office only, e.g. Joint Secretary."
        />
        <FormField field={fields.name} label="Name" required autoComplete="off" />
        <FormField field={fields.phone} label="Phone" type="tel" autoComplete="off" />
        <FormField field={fields.email} label="E-mail" type="email" autoComplete="off" />
        <SubmitButton busyLabel="Adding...">Add officer</SubmitButton>
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
  reply,
}: {
  proposal: LoaderData["proposal"];
  reply: FormReply | undefined;
}) {
  const {
    form,
    fields,
    reply: mine,
  } = useOfficialForm({
    id: "past-president-proposal",
    schema: pastPresidentSchema,
    reply,
    defaultValue: proposal ?? undefined,
  });
  if (!proposal && !mine?.ok) return null;
  return (
    <section aria-labelledby="proposal-heading" className="handover-proposal">
      <h2 id="proposal-heading">Past presidents</h2>
      {proposal ? (
        <p>
          The {proposal.rotaryYear} Rotary year has ended and the new year has its President and Secretary, but the past
          presidents list has no row for {proposal.rotaryYear} yet.
        </p>
      ) : null}
      <OfficialForm form={form} reply={mine} action="/handover">
        {proposal ? (
          <>
            <input type="hidden" name="intent" value="add-past-president" />
            <HiddenField field={fields.rotaryYear} />
            <FormField field={fields.president} label="President" required />
            <FormField field={fields.secretary} label="Secretary" required />
            <SubmitButton busyLabel="Adding...">Add past presidents row for {proposal.rotaryYear}</SubmitButton>
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
function EditTerm({ editing, reply }: { editing: LoaderData["editing"]; reply: FormReply | undefined }) {
  const { pathname } = useLocation();
  const {
    form,
    fields,
    reply: mine,
  } = useOfficialForm({ id: "edit-term", schema: officerTermEditSchema, reply, defaultValue: editing?.values });
  if (!editing)
    return mine ? (
      <OfficialForm form={form} reply={mine}>
        {null}
      </OfficialForm>
    ) : null;
  return (
    <UrlDialog title={`Edit ${editing.office}, ${editing.rotaryYear}`} closeHref={pathname}>
      <OfficialForm form={form} reply={mine} action={`${pathname}?edit=${editing.id}`} base={editing.values}>
        <input type="hidden" name="intent" value="edit-term" />
        <input type="hidden" name="id" value={editing.id} />
        {editing.role === "other" ? <FormField field={fields.roleLabel} label="Name of the office" required /> : null}
        <FormField field={fields.name} label="Name" required autoComplete="off" />
        <FormField field={fields.phone} label="Phone" type="tel" autoComplete="off" />
        <FormField field={fields.email} label="E-mail" type="email" autoComplete="off" />
        <div className="row-actions">
          <Link className="button" to={pathname} replace>
            Cancel
          </Link>
          <SubmitButton busyLabel="Saving...">Save</SubmitButton>
        </div>
      </OfficialForm>
    </UrlDialog>
  );
}

/** Asks before a term is removed; the answer is shown above the lists once the dialog has closed. */
function RemoveTerm({ removing, reply }: { removing: LoaderData["removing"]; reply: FormReply | undefined }) {
  const { pathname } = useLocation();
  const { form, reply: mine } = useOfficialForm({ id: "remove-term", schema: termActionSchema, reply });
  if (!removing)
    return mine ? (
      <OfficialForm form={form} reply={mine}>
        {null}
      </OfficialForm>
    ) : null;
  return (
    <UrlDialog title="Remove this term?" closeHref={pathname}>
      <p>
        <strong>{removing.office}</strong>, {removing.rotaryYear}: {removing.name}
      </p>
      <p>Their access, if they are an official, does not change.</p>
      <OfficialForm form={form} reply={mine} action={pathname}>
        <input type="hidden" name="intent" value="remove-term" />
        <input type="hidden" name="id" value={removing.id} />
        <div className="row-actions">
          <Link className="button" to={pathname} replace>
            Cancel
          </Link>
          <button type="submit" className="button danger">
            Remove
          </button>
        </div>
      </OfficialForm>
    </UrlDialog>
  );
}

export default function Handover({ loaderData, actionData }: Route.ComponentProps) {
  const { years, proposal, removing, editing, saved, thisYear, nextYear, addYear, once } = loaderData;
  return (
    <AdminPage title="Handover">
      <p>
        A Rotary year runs from 1 July to 30 June, in India's time. The officers entered here are the only ones the site
        shows: the footer of every page lists this year's President, Secretary, Foundation Chair and Treasurer, and the
        club profile shows this year's officers.
      </p>
      <PageNotice text={saved} />
      <RemoveTerm removing={removing} reply={actionData} />
      <EditTerm key={editing?.id ?? "none"} editing={editing} reply={actionData} />
      <PastPresidentProposal proposal={proposal} reply={actionData} />
      {years.map((year) => (
        <section key={year.rotaryYear} aria-labelledby={`year-${year.rotaryYear}`}>
          <h2 id={`year-${year.rotaryYear}`}>{year.heading}</h2>
          {year.terms.length === 0 ? (
            <p>No officers have been entered for {year.rotaryYear} yet.</p>
          ) : (
            <ul className="officer-list">
              {year.terms.map((term) => (
                <OfficerCard key={term.id} term={term} reply={actionData} />
              ))}
            </ul>
          )}
        </section>
      ))}
      <AddTermForm thisYear={thisYear} nextYear={nextYear} addYear={addYear} once={once} reply={actionData} />
    </AdminPage>
  );
}
