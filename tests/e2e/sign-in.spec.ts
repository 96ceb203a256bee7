import { expect, expectNoAxeViolations, official, test } from "./fixtures";

test.describe("sign in", () => {
  test("a successful login leads to the dashboard; the sign-in page then shows the Welcome side of the card with the e-mail and a Logout button; Logout returns to the form and clears the fields", async ({
    page,
  }) => {
    await page.goto("/sign-in");
    await page.getByLabel("E-mail").fill(official.email.toUpperCase());
    await page.getByLabel("Password").fill(official.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1, name: "Welcome" })).toBeVisible();

    await page.goto("/sign-in");
    await expect(page.getByRole("heading", { name: "Welcome" })).toBeVisible();
    await expect(page.getByText(`You are signed in as ${official.email}.`)).toBeVisible();
    await expect(page.locator(".sign-in-card")).toHaveClass(/flipped/);
    const duration = await page.locator(".sign-in-inner").evaluate((el) => getComputedStyle(el).transitionDuration);
    expect(duration).toBe("0.7s");

    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page.getByText("You are signed out.")).toBeVisible();
    await expect(page.getByLabel("E-mail")).toHaveValue("");
    await expect(page.getByLabel("Password")).toHaveValue("");
    await expect(page.locator(".sign-in-card")).not.toHaveClass(/flipped/);
  });

  test("the flip is instant under reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/sign-in");
    const duration = await page.locator(".sign-in-inner").evaluate((el) => getComputedStyle(el).transitionDuration);
    expect(duration).toBe("0s");
  });

  test("login: a malformed e-mail says Invalid email format.", async ({ page }) => {
    await page.goto("/sign-in");
    await page.getByLabel("E-mail").fill("not-an-address");
    await page.getByLabel("Password").fill("whatever");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText("Invalid email format.")).toBeVisible();
    await expect(page.getByLabel("E-mail")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("E-mail")).toBeFocused();
    await expect(page.getByLabel("E-mail")).toHaveValue("not-an-address");
  });

  test("login: e-mail and password are both required", async ({ page }) => {
    await page.goto("/sign-in");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText("Please enter your e-mail address.")).toBeVisible();
    await expect(page.getByText("Please enter your password.")).toBeVisible();
  });

  test("login: unknown e-mail and wrong password give the same message", async ({ page }) => {
    await page.goto("/sign-in");
    await page.getByLabel("E-mail").fill("nobody@example.org");
    await page.getByLabel("Password").fill("wrong password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText("Wrong e-mail or password. Please try again.")).toBeVisible();
    await page.getByLabel("E-mail").fill(official.email);
    await page.getByLabel("Password").fill("wrong password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText("Wrong e-mail or password. Please try again.")).toBeVisible();
  });

  test("an admin page asked for anonymously says You need to sign in. and lands back after signing in", async ({
    page,
  }) => {
    await page.goto("/members-table");
    await expect(page).toHaveURL(/\/sign-in\?next=%2Fmembers-table$/);
    await expect(page.getByText("You need to sign in.")).toBeVisible();
    await page.getByLabel("E-mail").fill(official.email);
    await page.getByLabel("Password").fill(official.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/members-table$/);
  });

  test("the Korean sign-in page is translated and has no axe violations", async ({ page }) => {
    await page.goto("/korean/sign-in");
    await expect(page.getByRole("heading", { level: 2, name: "로그인" })).toBeVisible();
    await page.getByLabel("이메일").fill("잘못된 주소");
    await page.getByLabel("비밀번호").fill("x");
    await page.getByRole("button", { name: "로그인" }).click();
    await expect(page.getByText("이메일 형식이 올바르지 않습니다.")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("signing in and out works with plain form posts", async ({ page }) => {
      await page.goto("/sign-in");
      await page.getByLabel("E-mail").fill(official.email);
      await page.getByLabel("Password").fill(official.password);
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByText(`Signed in as ${official.email}.`)).toBeVisible();
      await page.goto("/sign-in");
      await page.getByRole("button", { name: "Logout" }).click();
      await expect(page.getByText("You are signed out.")).toBeVisible();
    });
  });
});

test("a form post from another site is refused", async ({ request }) => {
  const response = await request.post("/sign-in", {
    headers: { Origin: "https://evil.example" },
    form: { email: official.email, password: official.password },
  });
  expect(response.status()).toBe(403);
});
