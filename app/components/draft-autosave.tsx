import { useEffect, useRef, useState } from "react";
import { type FetcherWithComponents, useLocation, useNavigation, useRouteLoaderData } from "react-router";
import { type AutosaveResult, autosaveParam } from "~/content/autosave";
import { officialsCopy } from "~/i18n/content/officials";
import { formatClockTime } from "~/i18n/format";
import type { RootData } from "~/i18n/root-data";
import { useOfficialFormContext } from "./official-form";
import { formSnapshot } from "./unsaved-changes";

/** How long after the last keystroke the draft is saved. */
export const autosaveDelayMs = 4000;

/**
 * The page editor's draft saved by itself while the official types (decision
 * 0055): a few seconds after the last change, the form is posted as "Save
 * draft" posts it (the same action, the same `_base`, so someone else's
 * newer change refuses it as it refuses the button), never as Publish, and
 * never while another save is on its way; a button pressed meanwhile waits
 * for it. It stops after a conflict (the form shows it as after the button),
 * after the session ended (Save draft then keeps the work through sign-in),
 * and while a form filled in again after sign-in waits for the official.
 * Drawn inside the OfficialForm, where it says quietly what happened.
 */
export function DraftAutosave({ fetcher }: { fetcher: FetcherWithComponents<AutosaveResult> }) {
  const { formRef, unsaved, kept, conflict } = useOfficialFormContext();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const root = useRouteLoaderData("root") as RootData | undefined;
  const copy = root?.signedIn?.copy ?? officialsCopy.en;
  const result = fetcher.data;
  const signedOut = result?.autosave === "signed-out";
  const now = useRef({ fetcher: fetcher.state, navigation: navigation.state, paused: false });
  now.current = { fetcher: fetcher.state, navigation: navigation.state, paused: kept || conflict || signedOut };
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const sent = useRef<string | null>(null);
  const again = useRef(false);
  const waiting = useRef<{ submitter: HTMLElement | null } | null>(null);
  const [quiet, setQuiet] = useState(false);

  const save = useRef(() => {});
  save.current = () => {
    const form = formRef.current;
    if (!form || now.current.paused) return;
    if (now.current.fetcher !== "idle" || now.current.navigation !== "idle") {
      again.current = true;
      return;
    }
    if (!unsaved.isDirty()) return;
    const body = new FormData(form);
    body.set("intent", "save");
    sent.current = formSnapshot(form);
    setQuiet(false);
    void fetcher.submit(body, {
      method: "post",
      encType: "multipart/form-data",
      action: `${pathname}?${autosaveParam}`,
    });
  };

  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const schedule = (event: Event) => {
      // The official's own typing and choosing; not a value the page puts in itself.
      if (!event.isTrusted) return;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => save.current(), autosaveDelayMs);
    };
    const onSubmit = (event: SubmitEvent) => {
      if (now.current.fetcher === "idle") return;
      // A button pressed while the draft is on its way: sent once it is saved, with the base it stored.
      event.preventDefault();
      waiting.current = { submitter: event.submitter };
    };
    form.addEventListener("input", schedule);
    form.addEventListener("change", schedule);
    form.addEventListener("submit", onSubmit);
    return () => {
      form.removeEventListener("input", schedule);
      form.removeEventListener("change", schedule);
      form.removeEventListener("submit", onSubmit);
      clearTimeout(timer.current);
    };
  }, [formRef]);

  const handled = useRef<AutosaveResult | undefined>(undefined);
  useEffect(() => {
    if (fetcher.state !== "idle") return;
    if (result && result !== handled.current) {
      handled.current = result;
      if (result.autosave === "saved" && sent.current !== null) unsaved.markClean(sent.current);
    }
    const form = formRef.current;
    if (waiting.current && form) {
      const { submitter } = waiting.current;
      waiting.current = null;
      form.requestSubmit(submitter && form.contains(submitter) ? submitter : undefined);
      return;
    }
    if (again.current && navigation.state === "idle") {
      again.current = false;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => save.current(), autosaveDelayMs);
    }
  }, [fetcher.state, result, navigation.state, formRef, unsaved]);

  // A button's own save says what happened above the form; this line then says nothing.
  useEffect(() => {
    if (navigation.state === "submitting") setQuiet(true);
  }, [navigation.state]);

  let text: string | null = null;
  if (result && !quiet) {
    if (result.conflict) text = copy.autosaveConflict;
    else if (result.autosave === "saved" && result.savedAt)
      text = copy.autosaved.replace("{time}", formatClockTime(new Date(result.savedAt), root?.locale ?? "en"));
    else if (result.autosave === "signed-out") text = copy.autosaveSignedOut;
    else if (result.autosave === "failed") text = copy.autosaveFailed;
    else text = copy.autosaveRefused;
  }
  return (
    <p className="autosave-status" aria-live="polite">
      {text}
    </p>
  );
}
