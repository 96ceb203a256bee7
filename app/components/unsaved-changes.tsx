import { type RefObject, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useBlocker, useRouteLoaderData } from "react-router";
import { formIdField } from "~/forms/conform";
import { baseField, choicePrefix, onceField } from "~/forms/edit-base";
import { officialsCopy } from "~/i18n/content/officials";
import type { RootData } from "~/i18n/root-data";
import { markField } from "~/lib/kept-form";

/**
 * Typed work is not lost by a link (decision 0055). Every officials' form
 * registers here; while one of them holds changes that are not saved, a
 * link, a back button within the site or another form that leads elsewhere
 * asks first (React Router's blocker, one per page), and leaving the
 * document (reload, another site, closing the tab) gets the browser's own
 * question (`beforeunload`).
 */

/** The form's own bookkeeping, never the official's typing. */
function isOwnField(name: string) {
  return (
    name === formIdField ||
    name === baseField ||
    name === onceField ||
    name === markField ||
    name.startsWith(choicePrefix)
  );
}

type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function fieldElements(form: HTMLFormElement): FieldElement[] {
  return [...form.elements].filter(
    (element): element is FieldElement =>
      (element instanceof HTMLInputElement ||
        element instanceof HTMLTextAreaElement ||
        element instanceof HTMLSelectElement) &&
      element.name !== "" &&
      !isOwnField(element.name),
  );
}

const plain = (text: string) => text.replace(/\r\n?/g, "\n").trim();

/**
 * Whether any field differs from the value it was loaded with. The page
 * renders every field's loaded value as its default (an edit form's stored
 * record, an empty form's nothing, the record again after a save, when the
 * form is reset to it), so the browser's own defaults are the comparison;
 * a picked file counts, and a control that keeps its state elsewhere (a
 * photo picker) marks itself `data-unsaved`.
 */
export function fieldsChanged(form: HTMLFormElement): boolean {
  for (const element of fieldElements(form)) {
    if (element instanceof HTMLSelectElement) {
      if (element.multiple) {
        if ([...element.options].some((option) => option.selected !== option.defaultSelected)) return true;
        continue;
      }
      // Without a default the browser shows the first choice; a reset may leave none chosen (-1).
      const chosen = [...element.options].findIndex((option) => option.defaultSelected);
      const now = element.selectedIndex;
      if (chosen < 0 ? now > 0 : now !== chosen && now !== -1) return true;
      continue;
    }
    if (element instanceof HTMLInputElement) {
      if (element.type === "checkbox" || element.type === "radio") {
        if (element.checked !== element.defaultChecked) return true;
        continue;
      }
      if (element.type === "file") {
        if ((element.files?.length ?? 0) > 0) return true;
        continue;
      }
      if (["hidden", "submit", "button", "reset", "image"].includes(element.type) || element.readOnly) continue;
    }
    // The browser trims what some input types hold (e-mail, URL), and a text area's value has its line
    // ends as LF while its default keeps the stored text's CRLF (what browsers post).
    if (plain(element.value) !== plain(element.defaultValue)) return true;
  }
  return form.querySelector("[data-unsaved]") !== null;
}

/** What the form would send now, as one string (files by name and size), to tell a later state from this one. */
export function formSnapshot(form: HTMLFormElement): string {
  const entries: string[][] = [];
  for (const [name, value] of new FormData(form)) {
    if (isOwnField(name)) continue;
    entries.push([name, typeof value === "string" ? value : `file:${value.name}:${value.size}`]);
  }
  return JSON.stringify(entries);
}

interface Tracked {
  form: () => HTMLFormElement | null;
  dirty: () => boolean;
}

const tracked = new Set<Tracked>();
/** The one form whose render holds the page's blocker (React Router allows one at a time). */
let leader: Tracked | null = null;
const listeners = new Set<() => void>();

function setLeader(next: Tracked | null) {
  leader = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function anyDirty() {
  for (const entry of tracked) if (entry.dirty()) return true;
  return false;
}

export interface UnsavedChanges {
  /** Whether this form holds changes that are not saved. */
  isDirty: () => boolean;
  /** The form's state now is saved (the page editor's autosave): compare with this snapshot from now on. */
  markClean: (snapshot: string) => void;
  /**
   * The form was saved: compare with the loaded values again, and take what
   * it held when the save was answered (`saved`) as saved too, until the
   * form shows the stored record as its defaults (a moment after the answer).
   */
  reset: (saved?: string | null) => void;
}

/**
 * Registers a form for the question before leaving. `unsaved` says the form
 * holds work that is not stored even where the fields show their defaults:
 * a refused save, a form filled in again after signing in. Returns the
 * form's bookkeeping and whether this form renders the page's LeaveGuard.
 */
export function useUnsavedChanges(
  formRef: RefObject<HTMLFormElement | null>,
  { enabled, unsaved }: { enabled: boolean; unsaved: boolean },
): [UnsavedChanges, boolean] {
  const state = useRef({ enabled, unsaved });
  state.current = { enabled, unsaved };
  const [{ entry, changes }] = useState(() => {
    let clean: string | null = null;
    let saved: string | null = null;
    const entry: Tracked = {
      form: () => formRef.current,
      dirty: () => {
        const form = formRef.current;
        if (!form || !state.current.enabled) return false;
        if (clean !== null) return formSnapshot(form) !== clean;
        if (state.current.unsaved) return true;
        return fieldsChanged(form) && (saved === null || formSnapshot(form) !== saved);
      },
    };
    const changes: UnsavedChanges = {
      isDirty: entry.dirty,
      markClean: (snapshot) => {
        clean = snapshot;
      },
      reset: (snapshot = null) => {
        clean = null;
        saved = snapshot;
      },
    };
    return { entry, changes };
  });
  useEffect(() => {
    if (!enabled) return;
    tracked.add(entry);
    if (!leader) setLeader(entry);
    return () => {
      tracked.delete(entry);
      if (leader === entry) setLeader(tracked.values().next().value ?? null);
    };
  }, [enabled, entry]);
  const leads = useSyncExternalStore(
    subscribe,
    () => leader === entry,
    () => false,
  );
  return [changes, leads];
}

/**
 * The page's one question before leaving a form with changes not saved: an
 * accessible modal dialog (Stay is focused; Escape stays) for the site's
 * own links and back button, the browser's own for leaving the document.
 * A form's own post never asks, nor does another form's post to this page
 * (a confirmation); a post elsewhere (Sign out) asks like a link.
 */
export function LeaveGuard() {
  const root = useRouteLoaderData("root") as RootData | undefined;
  const copy = root?.signedIn?.copy ?? officialsCopy.en;
  const submitted = useRef<HTMLFormElement | null>(null);
  useEffect(() => {
    const onSubmit = (event: SubmitEvent) => {
      if (!(event.target instanceof HTMLFormElement)) return;
      submitted.current = event.target;
      // The navigation a post starts is asked about within the same task.
      setTimeout(() => {
        submitted.current = null;
      }, 0);
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!anyDirty()) return;
      event.preventDefault();
      // Older browsers show the question only when a value is set.
      event.returnValue = "";
    };
    document.addEventListener("submit", onSubmit, true);
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => {
      document.removeEventListener("submit", onSubmit, true);
      window.removeEventListener("beforeunload", onBeforeUnload);
    };
  }, []);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    const same =
      currentLocation.pathname === nextLocation.pathname &&
      currentLocation.search === nextLocation.search &&
      currentLocation.hash === nextLocation.hash;
    if (same || !anyDirty()) return false;
    const form = submitted.current;
    if (
      form &&
      ([...tracked].some((entry) => entry.form() === form) || currentLocation.pathname === nextLocation.pathname)
    )
      return false;
    return true;
  });
  const dialog = useRef<HTMLDialogElement>(null);
  const blocked = blocker.state === "blocked";
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (blocked && !element.open) element.showModal();
    if (!blocked && element.open) element.close();
  }, [blocked]);
  return (
    <dialog
      ref={dialog}
      className="leave-dialog"
      aria-labelledby="leave-dialog-title"
      aria-describedby="leave-dialog-text"
      onCancel={(event) => {
        // Escape stays; the effect closes the dialog once the blocker is reset.
        event.preventDefault();
        blocker.reset?.();
      }}
    >
      <h2 id="leave-dialog-title">{copy.leaveTitle}</h2>
      <p id="leave-dialog-text">{copy.leaveBody}</p>
      <div className="row-actions">
        {/* The first button: showModal() gives it the focus, so Enter stays too. */}
        <button type="button" className="button primary" onClick={() => blocker.reset?.()}>
          {copy.stay}
        </button>
        <button type="button" className="button danger" onClick={() => blocker.proceed?.()}>
          {copy.leave}
        </button>
      </div>
    </dialog>
  );
}
