import {
  AdrProperty,
  AnniversaryProperty,
  BdayProperty,
  DateTimeType,
  EmailProperty,
  FNProperty,
  NoteProperty,
  OrgProperty,
  ParameterValueType,
  SpecialValueType,
  TelProperty,
  TextType,
  TitleProperty,
  TypeParameter,
  URIType,
  ValueParameter,
  VCARD,
} from "vcard4";
import type { DirectoryEntry } from "~/models/member-profiles.server";

/** A number as a tel: URI: its digits, with the + of an international number. */
export function telUri(phone: string) {
  const digits = phone.replace(/[^\d+]/g, "").replace(/(?!^)\+/g, "");
  return `tel:${digits}`;
}

function phoneProperty(phone: string, kind: "voice" | "cell") {
  const uri = new URIType(telUri(phone));
  return new TelProperty(
    [new ValueParameter(uri), new TypeParameter("telproperty", new ParameterValueType(kind))],
    uri,
  );
}

/**
 * One member's vCard 4.0 (RFC 6350), from what the directory shows the
 * viewer (models/member-profiles.server.ts applies who may see what): a
 * detail hidden from them is absent here too. Birthdays and anniversaries
 * have no year (--MMDD), as the directory shows them.
 */
export function contactCard(entry: DirectoryEntry, clubName: string): string {
  const properties = [
    new FNProperty([], new TextType(entry.name)),
    new OrgProperty([], new SpecialValueType("orgproperty", [new TextType(clubName)])),
    ...(entry.classification ? [new TitleProperty([], new TextType(entry.classification))] : []),
    ...(entry.phone ? [phoneProperty(entry.phone, "voice")] : []),
    ...(entry.whatsapp && entry.whatsapp !== entry.phone ? [phoneProperty(entry.whatsapp, "cell")] : []),
    ...(entry.email ? [new EmailProperty([], new TextType(entry.email))] : []),
    ...(entry.address
      ? [
          new AdrProperty(
            [],
            new SpecialValueType("adrproperty", [
              undefined,
              undefined,
              new TextType(entry.address.replace(/\s*\n\s*/g, ", ")),
              undefined,
              undefined,
              undefined,
              undefined,
            ]),
          ),
        ]
      : []),
    ...(entry.birthday
      ? [new BdayProperty([], new DateTimeType("dateandortime", `--${entry.birthday.replace("-", "")}`))]
      : []),
    ...(entry.anniversary
      ? [new AnniversaryProperty([], new DateTimeType("dateandortime", `--${entry.anniversary.replace("-", "")}`))]
      : []),
    ...(entry.committees ? [new NoteProperty([], new TextType(entry.committees))] : []),
  ];
  return new VCARD(properties).repr();
}

/** Several members' cards in one file, which phones' contact apps import at once. */
export function contactCards(entries: DirectoryEntry[], clubName: string): string {
  return entries.map((entry) => contactCard(entry, clubName).replace(/(\r\n)?$/, "\r\n")).join("");
}
