/** An action's answer above a form: a status when it worked, an alert when it did not. */
export function ActionMessage({ answer }: { answer: { ok: boolean; message: string } | null | undefined }) {
  if (!answer?.message) return null;
  return (
    <p role={answer.ok ? "status" : "alert"} className={`form-result ${answer.ok ? "form-success" : "form-error"}`}>
      {answer.message}
    </p>
  );
}
