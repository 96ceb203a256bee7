import { data, Form, useNavigation } from "react-router";
import { signatureImagePath } from "~/admin-screens";
import { requireOfficial } from "~/auth/session.server";
import { AdminPage } from "~/components/admin-page";
import { CheckboxField, FormField, OfficialForm, SubmitButton, useOfficialForm } from "~/components/official-form";
import { PageNotice } from "~/components/page-notice";
import type { FormReply } from "~/forms/conform";
import { encodeBase } from "~/forms/edit-base";
import { readEditSubmission, replyConflict, replyDone, replyFailed, replyInvalid } from "~/forms/official-form.server";
import { receivingBodyFormSchema } from "~/forms/receiving-body";
import { readForm } from "~/lib/read-form.server";
import { log } from "~/log.server";
import { maxSignatureBytes, signaturePng } from "~/media/signature.server";
import { getReceivingBody, type ReceivingBody, saveReceivingBody, setSignature } from "~/models/receiving-body.server";
import type { Route } from "./+types/gifts-settings";

export const meta: Route.MetaFunction = () => [{ title: "Giving settings" }];

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
  await requireOfficial(request, context);
  const body = await getReceivingBody(context.db);
  return { values: asValues(body), signatureFileId: body.signatureFileId };
}

type SignatureReply = { signature: { ok: boolean; message: string } };

/** The signature's own form: a picture to draw on receipts from now on, or none. */
async function signatureAction(request: Request, context: Route.ActionArgs["context"], officialId: number) {
  const reply = (ok: boolean, message: string, status = 200) =>
    data<SignatureReply>({ signature: { ok, message } }, { status });
  const form = await readForm(request, maxSignatureBytes + 64 * 1024).catch((error: unknown) => {
    if (error instanceof Response && error.status === 413) return null;
    throw error;
  });
  if (!form) return reply(false, "The picture is too large: a signature needs no more than 2 MB.", 413);
  const intent = form.get("intent");
  if (intent === "remove-signature") {
    await setSignature(context.db, officialId, null);
    return reply(true, "The signature was taken off receipts issued from now on.");
  }
  if (intent !== "signature") return reply(false, "Unknown request.", 400);
  const file = form.get("signature");
  if (!(file instanceof File) || file.size === 0) return reply(false, "Choose a picture of the signature.", 400);
  const png = await signaturePng(new Uint8Array(await file.arrayBuffer()));
  if (!png)
    return reply(
      false,
      "The file is not a picture we can read. Use a PNG or JPEG photo or scan of the signature.",
      400,
    );
  await setSignature(context.db, officialId, { fileName: file.name || "signature.png", png });
  return reply(true, "Receipts issued from now on carry this signature.");
}

export async function action({ request, context }: Route.ActionArgs) {
  const official = await requireOfficial(request, context);
  if ((request.headers.get("content-type") ?? "").toLowerCase().startsWith("multipart/form-data"))
    return signatureAction(request, context, official.id);
  const stored = await getReceivingBody(context.db);
  const storedValues = asValues(stored);
  const { submission, conflicts } = await readEditSubmission(request, receivingBodyFormSchema, storedValues, labelOf);
  if (conflicts.length > 0)
    return replyConflict(submission, { base: encodeBase(storedValues), fields: conflicts, by: null, at: null });
  if (submission.status !== "success")
    return replyInvalid(submission, { message: "Please correct the fields marked below." });
  const value = submission.value;
  try {
    await saveReceivingBody(context.db, official.id, {
      ...value,
      urnIssuedOn: value.urnIssuedOn || null,
      urnValidFrom: value.urnValidFrom || null,
      urnValidTo: value.urnValidTo || null,
    });
    return replyDone(
      submission,
      value.urn
        ? "Giving settings saved."
        : "Giving settings saved. Without an 80G registration number, gifts are recorded and thanked but get no 80G receipt.",
    );
  } catch (error) {
    log.error("saving the giving settings failed", { err: error });
    return replyFailed(submission, "The giving settings could not be saved. Please try again.");
  }
}

const raisedLabel = "Show what was raised this Rotary year on the home and About pages";

type FieldRow = [name: string, label: string, options?: { type?: "date"; multiline?: boolean; hint?: string }];

const sections: [heading: string, intro: string, fields: FieldRow[]][] = [
  [
    "Receiving body",
    "The body that receives tax-deductible gifts and signs their receipts: often the club's registered trust, not the club itself.",
    [
      ["registeredName", "Registered name"],
      ["address", "Registered address", { multiline: true }],
      ["pan", "PAN of the receiving body"],
    ],
  ],
  [
    "80G registration",
    "Receipts are issued only while the registration is in force on the gift's date.",
    [
      ["urn", "Unique Registration Number (URN, 16 characters)"],
      ["urnIssuedOn", "Date the URN was issued", { type: "date" }],
      ["urnValidFrom", "Valid from", { type: "date" }],
      ["urnValidTo", "Valid until", { type: "date" }],
      ["sectionName", "Section, as receipts name it", { hint: "e.g. section 80G of the Income-tax Act, 1961" }],
      ["sectionCode", "Section code, as Form 10BD names it", { hint: "e.g. Section 80G" }],
      ["statementFormName", "Name of the yearly statement of donations", { hint: "e.g. Form 10BD" }],
      ["certificateFormName", "Name of the donor's certificate", { hint: "e.g. Form 10BE" }],
    ],
  ],
  [
    "Receipts",
    "Printed on every receipt.",
    [
      ["signatoryName", "Authorised signatory's name"],
      ["signatoryDesignation", "Signatory's designation", { hint: "e.g. Treasurer" }],
      ["receiptPrefix", "Receipt number prefix", { hint: "e.g. RCT/ gives RCT/2026-27/0001" }],
    ],
  ],
  [
    "Gifts from citizens of other countries (FCRA)",
    "Shown only to visitors who say they are not Indian citizens. Leave empty if the body has no FCRA registration: they are then pointed to The Rotary Foundation.",
    [
      ["fcraRegistration", "FCRA registration number"],
      [
        "fcraAccount",
        "FCRA account (one detail a line)",
        { multiline: true, hint: "Account name, number, IFSC and branch" },
      ],
    ],
  ],
  [
    "Giving page",
    "",
    [["suggestedAmounts", "Suggested amounts in rupees", { hint: "Up to eight, such as 500, 1000, 2500, 5000" }]],
  ],
];

/** A field's label by its name, for the list of conflicts. */
function labelOf(name: string): string | null {
  for (const [, , rows] of sections) {
    const found = rows.find(([field]) => field === name);
    if (found) return found[1];
  }
  if (name === "showRaised") return raisedLabel;
  return name === "isDemo" ? "Demo values" : null;
}

export default function GiftsSettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const signatureReply = actionData && "signature" in actionData ? actionData.signature : null;
  const settingsReply = actionData && !("signature" in actionData) ? actionData : undefined;
  return (
    <AdminPage title="Giving settings">
      <p>
        Who receives the club's gifts and issues 80G receipts. Without an 80G registration number the site records gifts
        and thanks donors, and says that no 80G receipt is issued.
      </p>
      <SettingsForm key={Object.values(loaderData.values).join("|")} saved={loaderData.values} reply={settingsReply} />
      <SignatureForm fileId={loaderData.signatureFileId} reply={signatureReply} />
    </AdminPage>
  );
}

function SignatureForm({ fileId, reply }: { fileId: number | null; reply: SignatureReply["signature"] | null }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formEncType === "multipart/form-data";
  return (
    <section aria-labelledby="signature-heading" className="form-group">
      <h2 id="signature-heading">Signature on receipts</h2>
      <PageNotice ok={reply?.ok} text={reply?.message} />
      {fileId !== null ? (
        <p>
          <img
            src={`${signatureImagePath}?v=${fileId}`}
            alt="The signature receipts carry now"
            className="signature-preview"
            width={300}
            height={100}
          />
        </p>
      ) : (
        <p>Receipts have no signature image: the signatory's name is printed under an empty space to sign by hand.</p>
      )}
      <Form method="post" encType="multipart/form-data">
        <div className="field">
          <label htmlFor="signature-file">Picture of the signature (PNG or JPEG, up to 2 MB)</label>
          <input id="signature-file" name="signature" type="file" accept="image/png,image/jpeg,image/webp" required />
          <p className="hint">
            Sign on white paper, photograph or scan it, and crop it close. Receipts issued before keep their signature.
          </p>
        </div>
        <button type="submit" name="intent" value="signature" disabled={busy}>
          {busy ? "Uploading..." : fileId === null ? "Put this signature on receipts" : "Replace the signature"}
        </button>
      </Form>
      {fileId !== null ? (
        <Form method="post" encType="multipart/form-data">
          <button type="submit" name="intent" value="remove-signature" disabled={busy}>
            Take the signature off receipts
          </button>
        </Form>
      ) : null}
    </section>
  );
}

function SettingsForm({ saved, reply }: { saved: Record<string, string>; reply: FormReply | undefined }) {
  const { form, fields } = useOfficialForm({
    id: "gifts-settings",
    schema: receivingBodyFormSchema,
    reply,
    defaultValue: saved,
  });
  const byName = fields as unknown as Record<string, Parameters<typeof FormField>[0]["field"]>;
  return (
    <OfficialForm form={form} reply={reply} base={saved}>
      {sections.map(([heading, intro, rows]) => (
        <fieldset key={heading} className="form-group">
          <legend>{heading}</legend>
          {intro ? <p className="hint">{intro}</p> : null}
          {rows.map(([name, label, options]) => (
            <FormField
              key={name}
              field={byName[name] as Parameters<typeof FormField>[0]["field"]}
              label={label}
              type={options?.type}
              multiline={options?.multiline}
              hint={options?.hint}
            />
          ))}
        </fieldset>
      ))}
      <CheckboxField field={fields.showRaised} label={raisedLabel} />
      <CheckboxField field={fields.isDemo} label="These are demo values" />
      <SubmitButton busyLabel="Saving...">Save giving settings</SubmitButton>
    </OfficialForm>
  );
}
