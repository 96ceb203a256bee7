import type { Page } from "@playwright/test";
import { bundleHarness } from "./bundle-harness";
import { expect, test } from "./fixtures";

/*
 * What only a browser shows: after a failed send the form keeps what was
 * typed, and after the next, successful send it is empty again, although the
 * visitor typed into the fields (an input someone typed into keeps its value
 * when React only changes its default). The join form's component runs on a
 * bare page, bundled with esbuild; its action is a stub that fails the first
 * time and succeeds the second.
 */

const harness = `
import { createRoot } from "react-dom/client";
import { createRoutesStub, useActionData } from "react-router";
import { MessageForm } from "~/components/message-form";
import { joinContent } from "~/i18n/content/join";

const content = joinContent.en;
const fields = [
  { name: "name", label: content.fields.name.label },
  { name: "age", label: content.fields.age.label },
  { name: "phone", label: content.fields.phone.label, type: "tel" },
  { name: "email", label: content.fields.email.label, type: "email" },
  { name: "reason", label: content.fields.reason.label, multiline: true },
];
let answered = 0;

function Page() {
  return (
    <MessageForm
      id="join"
      fields={fields}
      reply={useActionData()}
      stamp="stamp"
      copy={content}
    />
  );
}

const Stub = createRoutesStub([
  {
    path: "/join",
    Component: Page,
    action: async ({ request }) => {
      const form = await request.formData();
      const values = Object.fromEntries(fields.map((f) => [f.name, String(form.get(f.name) ?? "")]));
      answered += 1;
      // messageAction's answers (PublicFormReply): not stored, values kept; then stored, form reset.
      return answered === 1
        ? { formId: "join", ok: false, outcome: "failed", message: content.failed, result: { initialValue: { ...values, formStarted: "stamp" } } }
        : { formId: "join", ok: true, outcome: "sent", message: content.sent, result: { initialValue: null } };
    },
  },
]);
createRoot(document.getElementById("root")).render(<Stub initialEntries={["/join"]} />);
`;

let harnessHtml = "";

test.beforeAll(async () => {
  const script = await bundleHarness(harness);
  harnessHtml = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Join</title></head>
<body><main id="root"></main><script>${script}</script></body></html>`;
});

const typed = {
  name: "Asha Verma",
  age: "34",
  phone: "+91 90000 00000",
  email: "asha@example.org",
  reason: "I want to serve.",
};

async function open(page: Page) {
  await page.setContent(harnessHtml);
  await expect(page.locator("#join-name")).toBeVisible();
}

test("the join form keeps the typed values after a failed send, and is empty after the next, successful one", async ({
  page,
}) => {
  await open(page);
  for (const [field, value] of Object.entries(typed)) await page.locator(`#join-${field}`).fill(value);
  const submit = page.getByRole("button", { name: "Send request" });

  await submit.click();
  await expect(page.getByRole("alert")).toContainText("❌ Failed to send the request.");
  for (const [field, value] of Object.entries(typed)) await expect(page.locator(`#join-${field}`)).toHaveValue(value);

  await submit.click();
  await expect(page.getByRole("status")).toContainText("🎉 Joining request sent successfully!");
  for (const field of Object.keys(typed)) await expect(page.locator(`#join-${field}`)).toHaveValue("");
  await expect(page.getByRole("alert")).toHaveText("");
});
