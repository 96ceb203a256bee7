import { useEffect, useRef } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { destroySession, getOfficial, safeNext } from "~/auth/session.server";
import { type SignInResult, signIn } from "~/auth/sign-in.server";
import { IntentButton } from "~/components/intent-forms";
import { parsePublicForm, replyPublicDone, replyPublicRefused } from "~/forms/public-form.server";
import { signInErrorWords, signInSchema } from "~/forms/sign-in";
import { signInContent } from "~/i18n/content/sign-in";
import { localizePath } from "~/i18n/locale";
import { contentFor, requestLocale } from "~/i18n/page.server";
import { fill } from "~/i18n/types";
import { keptParam } from "~/lib/kept-form";
import { readForm } from "~/lib/read-form.server";
import { privatePageMeta } from "~/seo";
import styles from "~/styles/sign-in.css?url";
import type { Route } from "./+types/sign-in";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const official = await getOfficial(request, context);
  const next = safeNext(new URL(request.url).searchParams.get("next"));
  return {
    locale: requestLocale(request),
    content: contentFor(request, signInContent),
    email: official?.email ?? null,
    needSignIn: next !== null && !official,
    // The form sent after the session ended waits for them (decision 0055).
    keptWork: next !== null && !official && new URL(next, "http://x").searchParams.has(keptParam),
  };
}

/** What the sign-in form's action answers besides a redirect: refused by the schema, a failure of signIn, or signed out. */
type SignInOutcome = "invalid" | Extract<SignInResult, { ok: false }>["reason"] | "signed-out";

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const content = contentFor(request, signInContent);
  if (form.get("intent") === "logout") {
    return data(replyPublicDone<SignInOutcome>("sign-in", null, "signed-out", content.signedOut), {
      headers: { "Set-Cookie": await destroySession(request, context) },
    });
  }
  const submission = parsePublicForm(form, signInSchema, signInErrorWords(content.errors));
  // The password never goes back to the page.
  const hideFields = ["password"];
  if (submission.status !== "success")
    return replyPublicRefused<SignInOutcome>("sign-in", submission, "invalid", { hideFields, status: 400 });
  const result = await signIn(context, submission.value);
  if (!result.ok) {
    const status = ({ "wrong-credentials": 401, "access-ended": 403, throttled: 429, failed: 500 } as const)[
      result.reason
    ];
    return replyPublicRefused<SignInOutcome>("sign-in", submission, result.reason, {
      message: content.errors[result.reason],
      hideFields,
      status,
    });
  }
  // Redirect after the post, so the page (and a browser without JavaScript) loads with the new cookie;
  // without a page to go back to, to the officials' dashboard (docs/decisions/0023), or a member's area.
  const home = result.role === "member" ? localizePath("/my", requestLocale(request)) : "/dashboard";
  throw redirect(safeNext(new URL(request.url).searchParams.get("next")) ?? home, {
    headers: { "Set-Cookie": result.setCookie },
  });
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  privatePageMeta(matches[0]?.loaderData, loaderData?.content, location.pathname);

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const { locale, content, email, needSignIn, keptWork } = loaderData;
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formData?.get("intent") !== "logout";
  // The action's answer (a PublicFormReply): each field's message already in the page's language.
  const reply = actionData;
  const errors = reply?.outcome === "invalid" ? (reply.result.error ?? {}) : {};
  const emailError = errors.email?.[0];
  const passwordError = errors.password?.[0];
  const failure = reply && !reply.ok && reply.outcome !== "invalid" ? reply.message : null;
  const typedEmail = reply?.result.initialValue?.email;
  const signedIn = email !== null;
  const firstError = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (reply && (emailError || passwordError)) firstError.current?.focus();
  }, [reply, emailError, passwordError]);

  return (
    <div className="page sign-in-page">
      <h1 className="visually-hidden">{content.title}</h1>
      <div className={`sign-in-card${signedIn ? " flipped" : ""}`}>
        <div className="sign-in-inner">
          <section className="sign-in-face sign-in-front" aria-hidden={signedIn} inert={signedIn}>
            <h2>{content.title}</h2>
            <p>{content.intro}</p>
            {needSignIn ? (
              <p className="notice" role="status">
                {keptWork ? content.keptSignIn : content.needSignIn}
              </p>
            ) : null}
            {reply?.outcome === "signed-out" ? (
              <p className="notice" role="status">
                {content.signedOut}
              </p>
            ) : null}
            <div aria-live="assertive">{failure ? <p className="form-error">{failure}</p> : null}</div>
            {/* A new key after logout empties the fields. */}
            <Form method="post" noValidate key={reply?.outcome === "signed-out" ? "out" : "in"}>
              <div className="field">
                <label htmlFor="sign-in-email">{content.email}</label>
                <input
                  ref={emailError ? firstError : undefined}
                  id="sign-in-email"
                  name="email"
                  type="email"
                  autoComplete="username"
                  required
                  defaultValue={typeof typedEmail === "string" ? typedEmail : ""}
                  aria-invalid={emailError ? true : undefined}
                  aria-describedby={emailError ? "sign-in-email-error" : undefined}
                />
                {emailError ? (
                  <p id="sign-in-email-error" className="field-error">
                    {emailError}
                  </p>
                ) : null}
              </div>
              <div className="field">
                <label htmlFor="sign-in-password">{content.password}</label>
                <input
                  ref={!emailError && passwordError ? firstError : undefined}
                  id="sign-in-password"
                  name="password"
                  type="password"
                  autoComplete="current-password"
                  required
                  aria-invalid={passwordError ? true : undefined}
                  aria-describedby={passwordError ? "sign-in-password-error" : undefined}
                />
                {passwordError ? (
                  <p id="sign-in-password-error" className="field-error">
                    {passwordError}
                  </p>
                ) : null}
              </div>
              <button type="submit" className="button primary" disabled={submitting}>
                {submitting ? content.submitting : content.submit}
              </button>
            </Form>
            {/* In this page's language, like the reset page its e-mail links to (docs/decisions/0057). */}
            <p className="forgot-password">
              <Link to={localizePath("/forgot-password", locale)}>{content.forgotPassword}</Link>
            </p>
          </section>
          <section className="sign-in-face sign-in-back" aria-hidden={!signedIn} inert={!signedIn}>
            <h2>{content.welcome}</h2>
            <p>{email ? fill(content.signedInAs, { email }) : null}</p>
            <IntentButton intent="logout">{content.logout}</IntentButton>
          </section>
        </div>
      </div>
    </div>
  );
}
