import type { FieldMetadata, FormMetadata } from "@conform-to/react";
import { type ReactNode, useEffect, useRef } from "react";
import type { FormReply } from "~/forms/conform";
import { memberErrorSummary } from "~/forms/member";
import { focusInView } from "./focus-in-view";
import { MediaInput } from "./media-input";
import { useAutoFocus } from "./official-form";

/**
 * The member's photo in an OfficialForm: the picker that uploads at once,
 * tied to the form's `photo` field. It is the form's first field, so when
 * the form is refused for want of a photo, the picker takes the focus: the
 * server's reply focuses it through data-field (OfficialForm) or autofocus;
 * the browser's check (Conform focuses only a field whose name is refused,
 * and the picker's name is photo_file) through the effect below.
 */
export function MemberPhoto({
  field,
  label,
  required,
  kept,
  onBusyChange,
}: {
  field: FieldMetadata<unknown>;
  label: string;
  required?: boolean;
  kept: { id: number; preview: string } | null;
  onBusyChange: (busy: boolean) => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const refused = useRef(false);
  refused.current = Boolean(field.errors?.length);
  useEffect(() => {
    const form = ref.current?.closest("form");
    if (!form) return;
    // After Conform's own submit handler has checked the form and re-rendered it.
    const onSubmit = () =>
      requestAnimationFrame(() => {
        const picker = ref.current?.querySelector<HTMLInputElement>('input[type="file"]');
        if (refused.current) focusInView(picker);
      });
    form.addEventListener("submit", onSubmit);
    return () => form.removeEventListener("submit", onSubmit);
  }, []);
  return (
    <div ref={ref}>
      <MediaInput
        name={field.name}
        label={label}
        required={required}
        error={field.errors?.[0]}
        autoFocus={useAutoFocus(field)}
        initial={kept}
        onBusyChange={onBusyChange}
        // Drawn beside the member's name, which says who it is (alt=""): no description to ask for (decision 0068).
        describe={false}
      />
    </div>
  );
}

/**
 * SPEC 5's sentence above a refused member form, naming every problem at
 * once, whether the browser's check or the action refused it: it is read from
 * the form's current errors, so it is always the form's last word. The
 * action's copy of it (the reply's message) is left out, for it not to show twice.
 */
export function memberFormSummary(
  // biome-ignore lint/suspicious/noExplicitAny: any member form's metadata
  form: FormMetadata<any>,
  reply: FormReply | null,
  /** The form's translate function, when its errors are in the official's language. */
  translate?: (message: string) => string,
): { summary: ReactNode; reply: FormReply | null } {
  const text = memberErrorSummary(form.allErrors, translate);
  if (!text) return { summary: null, reply };
  return {
    summary: (
      <p role="alert" className="form-result form-error">
        {text}
      </p>
    ),
    reply: reply && !reply.ok ? { ...reply, message: null } : reply,
  };
}
