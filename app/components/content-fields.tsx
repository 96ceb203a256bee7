import type { FieldMetadata } from "@conform-to/react";
import { createContext, useContext } from "react";
import { type ContentData, type FieldAt, fieldsAt, type OutdatedTranslation } from "~/content/data";
import type { DocumentSchema, ListField, TextField } from "~/content/fields";
import { maxLength } from "~/content/fields";
import { confirmName, photoName, textName, valueName } from "~/forms/content-editor";
import { type EditingCopy, languageName, useEditingCopy } from "~/i18n/content/admin/editing";
import { defaultLocale, type Locale, languages } from "~/i18n/locales";
import { fill } from "~/i18n/types";
import { MediaInput } from "./media-input";
import { FormField, useAutoFocusName } from "./official-form";

type Fields = Record<string, FieldMetadata<unknown>>;
type Photos = Record<string, { id: number | string; preview: string }>;

interface ContentFieldsProps {
  schema: DocumentSchema;
  state: ContentData;
  fields: Fields;
  outdated: OutdatedTranslation[];
  photos: Photos;
  /** One language shown at a time, if the official chose so (the others stay in the form, hidden). */
  language?: Locale | "all";
  /** The schema's labels and hints (English) in the official's language. */
  labelOf?: (english: string) => string;
}

const same = (english: string) => english;

/** The language shown, the schema's words in the official's language, and the editor's own words. */
const Shown = createContext<{
  language: Locale | "all";
  labelOf: (english: string) => string;
  copy: EditingCopy;
} | null>(null);

function useShown() {
  const shown = useContext(Shown);
  const copy = useEditingCopy();
  return shown ?? { language: "all" as const, labelOf: same, copy };
}

/** Links to each section of a long editor (the home page has dozens of fields), in the schema's order. */
export function EditorContents({
  schema,
  labelOf = same,
}: {
  schema: DocumentSchema;
  labelOf?: (english: string) => string;
}) {
  const words = useEditingCopy().content;
  return (
    <nav aria-label={words.sections} className="editor-contents">
      <ol>
        {schema.fields.map((field) => (
          <li key={field.key}>
            <a href={field.kind === "list" ? `#list-${field.key}` : `#field-${field.key}`}>{labelOf(field.label)}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** Every field of a page, in the order of its schema: texts with the languages side by side, lists item by item. */
export function ContentFields({
  schema,
  state,
  fields,
  outdated,
  photos,
  language = "all",
  labelOf = same,
}: ContentFieldsProps) {
  const all = fieldsAt(schema, state);
  const copy = useEditingCopy();
  return (
    <Shown.Provider value={{ language, labelOf, copy }}>
      {schema.fields.map((field) =>
        field.kind === "list" ? (
          <ListEditor
            key={field.key}
            list={field}
            items={state.lists[field.key] ?? []}
            at={all.filter((at) => at.list?.field.key === field.key)}
            fields={fields}
            outdated={outdated}
            photos={photos}
          />
        ) : (
          <FieldEditor
            key={field.key}
            at={all.find((at) => at.path === field.key) ?? { path: field.key, field }}
            fields={fields}
            outdated={outdated}
            photos={photos}
          />
        ),
      )}
    </Shown.Provider>
  );
}

function ListEditor({
  list,
  items,
  at,
  fields,
  outdated,
  photos,
}: {
  list: ListField;
  items: string[];
  at: FieldAt[];
  fields: Fields;
  outdated: OutdatedTranslation[];
  photos: Photos;
}) {
  const fixed = list.min === list.max;
  const { labelOf, copy } = useShown();
  const words = copy.content;
  const itemLabel = labelOf(list.itemLabel);
  // "slide 2" in English; Korean and Hindi write no capitals.
  const item = itemLabel.toLowerCase();
  return (
    <section className="content-list" aria-labelledby={`list-${list.key}`}>
      <h2 id={`list-${list.key}`}>{labelOf(list.label)}</h2>
      {items.map((itemId, index) => (
        <fieldset key={itemId} className="content-item">
          <legend>
            {itemLabel} {index + 1}
          </legend>
          {at
            .filter((f) => f.list?.itemId === itemId)
            .map((f) => (
              <FieldEditor key={f.path} at={f} fields={fields} outdated={outdated} photos={photos} />
            ))}
          <div className="item-actions">
            {index > 0 ? (
              <button type="submit" name="intent" value={`up/${list.key}/${itemId}`} className="button">
                {words.moveUp}
                <span className="visually-hidden">
                  : {item} {index + 1}
                </span>
              </button>
            ) : null}
            {index < items.length - 1 ? (
              <button type="submit" name="intent" value={`down/${list.key}/${itemId}`} className="button">
                {words.moveDown}
                <span className="visually-hidden">
                  : {item} {index + 1}
                </span>
              </button>
            ) : null}
            {!fixed && items.length > list.min ? (
              <button type="submit" name="intent" value={`remove/${list.key}/${itemId}`} className="button danger">
                {fill(words.remove, { item: `${item} ${index + 1}` })}
              </button>
            ) : null}
          </div>
        </fieldset>
      ))}
      {!fixed && items.length < list.max ? (
        <button type="submit" name="intent" value={`add/${list.key}`} className="button">
          {fill(words.add, { item })}
        </button>
      ) : (
        <p className="field-hint">{fill(fixed ? words.always : words.atMost, { max: list.max })}</p>
      )}
    </section>
  );
}

function FieldEditor({
  at,
  fields,
  outdated,
  photos,
}: {
  at: FieldAt;
  fields: Fields;
  outdated: OutdatedTranslation[];
  photos: Photos;
}) {
  const field = at.field;
  const { labelOf } = useShown();
  if (field.kind === "photo")
    return <PhotoEditor at={at} label={labelOf(field.label)} photo={photos[at.path] ?? null} fields={fields} />;
  const name = field.kind === "value" ? valueName(at.path) : "";
  if (field.kind === "value") {
    const meta = fields[name];
    if (!meta) return null;
    return (
      <div id={`field-${at.path}`}>
        <FormField
          field={meta}
          label={labelOf(field.label)}
          type={field.format === "link" ? "text" : "text"}
          inputMode={field.format === "link" ? "url" : undefined}
          hint={field.hint === undefined ? undefined : labelOf(field.hint)}
          maxLength={maxLength[field.format]}
        />
      </div>
    );
  }
  return <TranslatedField at={at as FieldAt<TextField>} fields={fields} outdated={outdated} />;
}

function PhotoEditor({
  at,
  label,
  photo,
  fields,
}: {
  at: FieldAt;
  label: string;
  photo: { id: number | string; preview: string } | null;
  fields: Fields;
}) {
  const name = photoName(at.path);
  const error = fields[name]?.errors?.[0] ?? fields[`${name}_file`]?.errors?.[0] ?? null;
  const focusId = useAutoFocusName(name);
  const focusFile = useAutoFocusName(`${name}_file`);
  const autoFocus = focusId ?? focusFile;
  return (
    <div id={`field-${at.path}`}>
      <MediaInput
        key={String(photo?.id ?? "none")}
        name={name}
        label={label}
        initial={photo}
        error={error}
        autoFocus={autoFocus}
        describe={false}
      />
    </div>
  );
}

/** One text in every language, side by side (stacked on a phone), each translation flagged when its English changed. */
function TranslatedField({
  at,
  fields,
  outdated,
}: {
  at: FieldAt<TextField>;
  fields: Fields;
  outdated: OutdatedTranslation[];
}) {
  const field = at.field;
  const { language: shown, labelOf, copy } = useShown();
  const words = copy.content;
  const label = labelOf(field.label);
  return (
    <fieldset className="translations" id={`field-${at.path}`}>
      <legend>{label}</legend>
      {field.hint ? <p className="field-hint">{labelOf(field.hint)}</p> : null}
      <div className="side-by-side">
        {languages.map((language) => {
          const meta = fields[textName(language.code, at.path)];
          if (!meta) return null;
          const flag = outdated.find((o) => o.locale === language.code && o.path === at.path);
          return (
            <div
              key={language.code}
              className={`translation${flag ? " is-outdated" : ""}`}
              hidden={shown !== "all" && shown !== language.code}
            >
              <FormField
                field={meta}
                label={`${languageName(copy, language.code)}${language.code === defaultLocale && !field.optional ? " *" : ""}`}
                multiline={field.format !== "line"}
                rows={field.format === "markdown" ? 10 : 3}
                lang={language.htmlLang}
                maxLength={maxLength[field.format]}
              />
              {flag ? (
                <div className="outdated-flag" role="note">
                  <p>
                    <strong>{words.englishChanged}</strong>
                  </p>
                  <details>
                    <summary>{words.translatedFrom}</summary>
                    <p lang="en" className="was">
                      {flag.was || words.empty}
                    </p>
                  </details>
                  <label className="checkbox">
                    <input type="checkbox" name={confirmName(language.code, at.path)} value="on" /> {words.stillCorrect}
                  </label>
                </div>
              ) : null}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
