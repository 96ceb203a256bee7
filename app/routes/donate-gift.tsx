import { Form, Link } from "react-router";
import { type FieldSpec, MessageForm } from "~/components/message-form";
import type { PublicFormReply } from "~/forms/conform";
import type { MessageOutcome } from "~/forms/form-fields";
import type { GiftReportField } from "~/forms/gift-report";
import type { GiftContent } from "~/i18n/content/gift";
import { fill } from "~/i18n/types";
import { reportedGiftModes } from "~/lib/form-10bd";

/** What the loader tells the giving page about the chooser and the report form. */
export interface GivingView {
  suggested: { rupees: number; label: string }[];
  causes: { id: string; title: string }[];
  /** What the visitor typed when it was not an amount; null when nothing was refused. */
  notAnAmount: string | null;
  gift: {
    reference: string;
    amount: string;
    typedAmount: string;
    cause: { id: string; title: string } | null;
    link: string | null;
    qr: string | null;
  } | null;
  stamp: string;
  issuesReceipts: boolean;
  clubName: string;
  today: string;
  copy: GiftContent;
}

/**
 * The amount chooser: a GET form (it works without JavaScript, and the answer
 * is an address), its answer a UPI code with the amount, a note and the gift's
 * own reference. Said plainly: some apps refuse a link to a personal UPI ID;
 * scanning works.
 */
export function GiftChooser({
  giving,
  pathname,
  payee,
  upiId,
}: {
  giving: GivingView;
  pathname: string;
  payee: string;
  upiId: string | null;
}) {
  const { gift } = giving;
  const copy = giving.copy.chooser;
  const chosenRupees = gift ? giving.suggested.find((s) => String(s.rupees) === gift.typedAmount)?.rupees : undefined;
  const invalid = giving.notAnAmount !== null;
  const otherTyped = giving.notAnAmount ?? (gift && !chosenRupees ? gift.typedAmount : "");
  return (
    <section aria-labelledby="amount-heading" className="gift-chooser">
      <h2 id="amount-heading">{copy.heading}</h2>
      {gift ? (
        <div className="pay-card chosen-gift">
          <h3>
            {gift.cause
              ? fill(copy.giftHeadingFor, { amount: gift.amount, cause: gift.cause.title })
              : fill(copy.giftHeading, { amount: gift.amount })}
          </h3>
          {gift.qr && gift.link ? (
            <>
              <p>{copy.scan}</p>
              <img
                className="upi-qr"
                src={gift.qr}
                alt={fill(copy.qrAlt, { amount: gift.amount, payee })}
                width={240}
                height={240}
              />
            </>
          ) : null}
          <dl className="details">
            <div className="detail">
              <dt>{copy.reference}</dt>
              <dd>
                <span className="detail-value gift-reference" translate="no">
                  {gift.reference}
                </span>
              </dd>
            </div>
            {upiId ? (
              <div className="detail">
                <dt>UPI ID</dt>
                <dd>
                  <span className="detail-value" translate="no">
                    {upiId}
                  </span>
                </dd>
              </div>
            ) : null}
          </dl>
          <p className="hint">{copy.referenceHint}</p>
          {gift.link ? (
            <>
              <p className="upi-pay">
                <a className="button primary" href={gift.link}>
                  {fill(copy.payButton, { amount: gift.amount })}
                </a>
              </p>
              <p className="hint upi-pay-hint">{copy.appRefusal}</p>
            </>
          ) : null}
          <p className="hint">{copy.plainQr}</p>
        </div>
      ) : (
        <p>{copy.intro}</p>
      )}
      <Form method="get" action={`${pathname}#amount-heading`} preventScrollReset className="chooser-form">
        <input type="hidden" name="citizen" value="indian" />
        <fieldset>
          <legend>{copy.amountLegend}</legend>
          <div className="amount-choices">
            {giving.suggested.map(({ rupees, label }) => (
              <label key={rupees} className="amount-choice">
                <input type="radio" name="amount" value={rupees} defaultChecked={rupees === chosenRupees} />
                <span>{label}</span>
              </label>
            ))}
            <label className="amount-choice">
              <input
                type="radio"
                name="amount"
                value="other"
                defaultChecked={Boolean(otherTyped) || (!gift && !invalid && giving.suggested.length === 0)}
              />
              <span>{copy.other}</span>
            </label>
          </div>
          <div className={invalid ? "field has-error" : "field"}>
            <label htmlFor="gift-other">{copy.otherLabel}</label>
            {invalid ? (
              <p id="gift-other-error" className="field-error" role="alert">
                {copy.invalid}
              </p>
            ) : null}
            <input
              id="gift-other"
              name="other"
              inputMode="decimal"
              defaultValue={otherTyped}
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? "gift-other-error" : undefined}
            />
          </div>
        </fieldset>
        {giving.causes.length > 0 ? (
          <div className="field">
            <label htmlFor="gift-for">{copy.forLabel}</label>
            <select id="gift-for" name="for" defaultValue={gift?.cause?.id ?? ""}>
              <option value="">{copy.forAny}</option>
              {giving.causes.map((cause) => (
                <option key={cause.id} value={cause.id}>
                  {cause.title}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <p>
          <button type="submit" className="button">
            {copy.submit}
          </button>
        </p>
      </Form>
      {gift ? (
        <p>
          <Link to={`${pathname}?citizen=indian#amount-heading`} preventScrollReset>
            {copy.change}
          </Link>
        </p>
      ) : null}
    </section>
  );
}

/** "I have given": the donor's report, in the public forms' idiom (MessageForm, decision 0063). */
export function GiftReport({
  giving,
  pathname,
  reply,
}: {
  giving: GivingView;
  pathname: string;
  reply: PublicFormReply<MessageOutcome> | undefined;
}) {
  const { gift } = giving;
  const copy = giving.copy.report;
  const labels = copy.fields;
  const fields: FieldSpec<GiftReportField>[] = [
    { name: "name", label: labels.name.label, autoComplete: "name" },
    { name: "email", label: labels.email.label, hint: labels.email.hint, type: "email", autoComplete: "email" },
    { name: "phone", label: labels.phone.label, hint: labels.phone.hint, type: "tel", autoComplete: "tel" },
    {
      name: "amount",
      label: labels.amount.label,
      hint: labels.amount.hint,
      inputMode: "decimal",
      defaultValue: gift?.typedAmount ?? "",
    },
    { name: "givenOn", label: labels.givenOn.label, type: "date", defaultValue: giving.today },
    {
      name: "mode",
      label: labels.mode.label,
      options: reportedGiftModes.map((mode) => ({ value: mode, label: copy.modes[mode] })),
      defaultValue: "upi",
    },
    { name: "bankReference", label: labels.bankReference.label, hint: labels.bankReference.hint, optional: true },
  ];
  if (giving.issuesReceipts)
    fields.push(
      { name: "idNumber", label: labels.idNumber.label, optional: true, group: "receipt", autoComplete: "off" },
      {
        name: "address",
        label: labels.address.label,
        optional: true,
        multiline: true,
        group: "receipt",
        autoComplete: "street-address",
      },
      {
        name: "consent",
        label: fill(labels.consent.label, { club: giving.clubName }),
        optional: true,
        checkbox: true,
        group: "receipt",
      },
    );
  return (
    <section aria-labelledby="given-heading" className="gift-report">
      <h2 id="given-heading">{copy.heading}</h2>
      <p>{giving.issuesReceipts ? copy.intro : copy.introWithoutReceipts}</p>
      {giving.issuesReceipts ? null : <p className="note">{copy.noReceipts}</p>}
      <MessageForm
        id="gift"
        fields={fields}
        reply={reply}
        stamp={giving.stamp}
        copy={copy}
        groups={{ receipt: { legend: copy.receiptLegend, intro: copy.receiptIntro } }}
        hidden={{ reference: gift?.reference ?? "", cause: gift?.cause?.id ?? "" }}
        action={`${pathname}?citizen=indian#given-heading`}
      />
    </section>
  );
}
