import { data, Form, useNavigation } from "react-router";
import { signatureImagePath } from "~/admin-screens";
import { requireOfficial } from "~/auth/session.server";
import { AdminPage } from "~/components/admin-page";
import { CheckboxField, FormField, OfficialForm, SubmitButton, useOfficialForm } from "~/components/official-form";
import { PageNotice } from "~/components/page-notice";
import { type FormReply, parseWithSchema } from "~/forms/conform";
import { encodeBase } from "~/forms/edit-base";
import { findConflicts } from "~/forms/edit-base.server";
import { replyConflict, replyDone, replyFailed, replyInvalid } from "~/forms/official-form.server";
import { receivingBodyFormSchema, receivingBodyMessages } from "~/forms/receiving-body";
import { type GiftsCopy, giftsCopy } from "~/i18n/content/admin/gifts";
import { formText, readForm } from "~/lib/read-form.server";
import { log } from "~/log.server";
import { maxSignatureBytes, signaturePng } from "~/media/signature.server";
import { getReceivingBody, type ReceivingBody, saveReceivingBody, setSignature } from "~/models/receiving-body.server";
import type { Route } from "./+types/gifts-settings";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.copy.title }];

type SettingsCopy = GiftsCopy["settings"];

/** The form's values for the stored settings. */
function asValues(body: ReceivingBody): Record<string, string> {
  return {
    registeredName: body.registeredName,
    address: body.address,
    pan: body.pan,
    urn: body.urn,
    urnIssuedOn: body.urnIssuedOn ?? "",
    urnValidFrom: body.urnValidFrom ?? "",
    urnValidTo: body.urnValidTo ?? "",
    sectionName: body.sectionName,
    sectionCode: body.sectionCode,
    statementFormName: body.statementFormName,
    certificateFormName: body.certificateFormName,
    signatoryName: body.signatoryName,
    signatoryDesignation: body.signatoryDesignation,
    receiptPrefix: body.receiptPrefix,
    fcraRegistration: body.fcraRegistration,
    fcraAccount: body.fcraAccount,
    suggestedAmounts: body.suggestedAmounts.join(", "),
    showRaised: body.showRaised ? "on" : "",
    isDemo: body.isDemo ? "on" : "",
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const official = await requireOfficial(request, context);
  const body = await getReceivingBody(context.db);
  return { copy: giftsCopy[official.locale].settings, values: asValues(body), signatureFileId: body.signatureFileId };
}

type SignatureReply = { signature: { ok: boolean; message: string } };

/** The signature's own form: a picture to draw on receipts from now on, or none. */
async function signatureAction(
  request: Request,
  context: Route.ActionArgs["context"],
  officialId: number,
  words: SettingsCopy["signature"],
) {
  const reply = (ok: boolean, message: string, status = 200) =>
    data<SignatureReply>({ signature: { ok, message } }, { status });
  const form = await readForm(request, maxSignatureBytes + 64 * 1024).catch((error: unknown) => {
    if (error instanceof Response && error.status === 413) return null;
    throw error;
  });
  if (!form) return reply(false, words.tooLarge, 413);
  const intent = form.get("intent");
  if (intent === "remove-signature") {
    await setSignature(context.db, officialId, null);
    return reply(true, words.removed);
  }
  if (intent !== "signature") return reply(false, words.unknown, 400);
  const file = form.get("signature");
  if (!(file instanceof File) || file.size === 0) return reply(false, words.choose, 400);
  const png = await signaturePng(new Uint8Array(await file.arrayBuffer()));
  if (!png) return reply(false, words.unreadable, 400);
  await setSignature(context.db, officialId, { fileName: file.name || "signature.png", png });
  return reply(true, words.saved);
}

export async function action({ request, context }: Route.ActionArgs) {
  const official = await requireOfficial(request, context);
  const copy = giftsCopy[official.locale].settings;
  if ((request.headers.get("content-type") ?? "").toLowerCase().startsWith("multipart/form-data"))
    return signatureAction(request, context, official.id, copy.signature);
  const stored = await getReceivingBody(context.db);
  const storedValues = asValues(stored);
  // readEditSubmission's steps, with the schema's messages in the official's language.
  const text = formText(await readForm(request));
  const conflicts = findConflicts(text, storedValues, (name) => labelOf(copy, name));
  const submission = parseWithSchema(text, receivingBodyFormSchema, receivingBodyMessages(copy.messages));
  if (conflicts.length > 0)
    return replyConflict(
      submission,
      { base: encodeBase(storedValues), fields: conflicts, by: null, at: null },
      official.locale,
    );
  if (submission.status !== "success") return replyInvalid(submission, { message: copy.correct });
  const value = submission.value;
  try {
    await saveReceivingBody(context.db, official.id, {
      ...value,
      urnIssuedOn: value.urnIssuedOn || null,
      urnValidFrom: value.urnValidFrom || null,
      urnValidTo: value.urnValidTo || null,
    });
    return replyDone(submission, value.urn ? copy.saved : copy.savedNoUrn);
  } catch (error) {
    log.error("saving the giving settings failed", { err: error });
    return replyFailed(submission, copy.failed);
  }
}

type FieldName = keyof SettingsCopy["fields"];

/** The form's sections and their fields, in order; their words are the catalogue's. */
const sections: [
  section: keyof SettingsCopy["sections"],
  fields: [name: FieldName, options?: { type?: "date"; multiline?: boolean }][],
][] = [
  ["body", [["registeredName"], ["address", { multiline: true }], ["pan"]]],
  [
    "registration",
    [
      ["urn"],
      ["urnIssuedOn", { type: "date" }],
      ["urnValidFrom", { type: "date" }],
      ["urnValidTo", { type: "date" }],
      ["sectionName"],
      ["sectionCode"],
      ["statementFormName"],
      ["certificateFormName"],
    ],
  ],
  ["receipts", [["signatoryName"], ["signatoryDesignation"], ["receiptPrefix"]]],
  ["fcra", [["fcraRegistration"], ["fcraAccount", { multiline: true }]]],
  ["page", [["suggestedAmounts"]]],
];

/** A field's label by its name, for the list of conflicts. */
function labelOf(copy: SettingsCopy, name: string): string | null {
  return Object.hasOwn(copy.fields, name) ? copy.fields[name as FieldName] : null;
}

export default function GiftsSettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { copy } = loaderData;
  const signatureReply = actionData && "signature" in actionData ? actionData.signature : null;
  const settingsReply = actionData && !("signature" in actionData) ? actionData : undefined;
  return (
    <AdminPage title={copy.title}>
      <p>{copy.intro}</p>
      <SettingsForm
        key={Object.values(loaderData.values).join("|")}
        saved={loaderData.values}
        reply={settingsReply}
        copy={copy}
      />
      <SignatureForm fileId={loaderData.signatureFileId} reply={signatureReply} words={copy.signature} />
    </AdminPage>
  );
}

function SignatureForm({
  fileId,
  reply,
  words,
}: {
  fileId: number | null;
  reply: SignatureReply["signature"] | null;
  words: SettingsCopy["signature"];
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formEncType === "multipart/form-data";
  return (
    <section aria-labelledby="signature-heading" className="form-group">
      <h2 id="signature-heading">{words.heading}</h2>
      <PageNotice ok={reply?.ok} text={reply?.message} />
      {fileId !== null ? (
        <p>
          <img
            src={`${signatureImagePath}?v=${fileId}`}
            alt={words.alt}
            className="signature-preview"
            width={300}
            height={100}
          />
        </p>
      ) : (
        <p>{words.none}</p>
      )}
      <Form method="post" encType="multipart/form-data">
        <div className="field">
          <label htmlFor="signature-file">{words.file}</label>
          <input id="signature-file" name="signature" type="file" accept="image/png,image/jpeg,image/webp" required />
          <p className="hint">{words.hint}</p>
        </div>
        <button type="submit" name="intent" value="signature" disabled={busy}>
          {busy ? words.uploading : fileId === null ? words.put : words.replace}
        </button>
      </Form>
      {fileId !== null ? (
        <Form method="post" encType="multipart/form-data">
          <button type="submit" name="intent" value="remove-signature" disabled={busy}>
            {words.remove}
          </button>
        </Form>
      ) : null}
    </section>
  );
}

function SettingsForm({
  saved,
  reply,
  copy,
}: {
  saved: Record<string, string>;
  reply: FormReply | undefined;
  copy: SettingsCopy;
}) {
  const { form, fields } = useOfficialForm({
    id: "gifts-settings",
    schema: receivingBodyFormSchema,
    reply,
    defaultValue: saved,
    translate: receivingBodyMessages(copy.messages),
  });
  const byName = fields as unknown as Record<string, Parameters<typeof FormField>[0]["field"]>;
  const hints: Partial<Record<FieldName, string>> = copy.hints;
  return (
    <OfficialForm form={form} reply={reply} base={saved}>
      {sections.map(([section, rows]) => (
        <fieldset key={section} className="form-group">
          <legend>{copy.sections[section].heading}</legend>
          {copy.sections[section].intro ? <p className="hint">{copy.sections[section].intro}</p> : null}
          {rows.map(([name, options]) => (
            <FormField
              key={name}
              field={byName[name] as Parameters<typeof FormField>[0]["field"]}
              label={copy.fields[name]}
              type={options?.type}
              multiline={options?.multiline}
              hint={hints[name]}
            />
          ))}
        </fieldset>
      ))}
      <CheckboxField field={fields.showRaised} label={copy.fields.showRaised} />
      <CheckboxField field={fields.isDemo} label={copy.demo} />
      <SubmitButton busyLabel={copy.saving}>{copy.save}</SubmitButton>
    </OfficialForm>
  );
}
