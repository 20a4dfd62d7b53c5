import { test, expect, signUpViaApi, recordNavigations } from "./fixtures.ts";

// Demo billing end to end (the server runs without STRIPE_SECRET_KEY): subscribe, has_paid true,
// cancel in the demo portal, has_paid false; plus the payments API's auth rules.

const statusOf = async (page: import("@playwright/test").Page, userId: string) => {
  const res = await page.request.get(`/api/v1/payments/status?client_reference_id=${userId}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as { has_paid: boolean; message: string };
};

test("a signed-in user subscribes through demo billing, then cancels in the demo portal", async ({ page }) => {
  const user = await signUpViaApi(page);
  expect(await statusOf(page, user.id)).toEqual({ has_paid: false, message: "No tienes una suscripción activa." });
  // Demo billing loads nothing from Stripe.
  const stripeRequests: string[] = [];
  page.on("request", (r) => {
    if (/(^|\.)stripe\.(com|network)$/.test(new URL(r.url()).hostname)) stripeRequests.push(r.url());
  });

  await page.goto("/subscribe");
  await expect(page.getByRole("heading", { level: 1, name: "Elige tu Plan de Suscripción" })).toBeVisible();
  const cards = page.getByTestId("fallback-plans");
  await expect(cards.getByTestId("plan-card-monthly")).toContainText("Plan Premium Mensual");
  await expect(cards.getByTestId("plan-card-monthly")).toContainText("$20 MXN");
  await expect(cards.getByTestId("plan-card-annual")).toContainText("Mejor Valor");
  await expect(cards.getByTestId("plan-card-annual")).toContainText("2 meses gratis");
  await expect(cards.getByTestId("plan-card-annual")).toContainText("$200 MXN");

  await cards
    .getByTestId("plan-card-monthly")
    .getByRole("button", { name: /Suscribirse Ahora/ })
    .click();
  await expect(page).toHaveURL(/\/demo\/checkout\?plan=monthly$/);
  await expect(page.getByTestId("demo-banner")).toHaveText("Modo de demostración — no se realiza ningún cargo");
  await expect(page.getByTestId("demo-summary")).toContainText("Plan Premium Mensual");

  const visited = recordNavigations(page);
  await page.getByTestId("demo-confirm").click();
  // Stripe's success_url shape, then the chat drops session_id once the status says paid.
  await expect.poll(() => visited.some((u) => /\/chat\?session_id=cs_demo_[0-9a-f]+$/.test(u))).toBe(true);
  await expect(page).toHaveURL(/\/chat$/);
  expect(await statusOf(page, user.id)).toEqual({ has_paid: true, message: "Tu suscripción está activa." });

  // The account page's 'Gestionar Suscripción' goes wherever payments/portal says: the demo portal.
  const portal = await page.request.get("/api/v1/payments/portal");
  expect(portal.status()).toBe(200);
  const { url } = (await portal.json()) as { url: string };
  expect(new URL(url).pathname).toBe("/demo/portal");
  await page.goto(url);
  await expect(page.getByTestId("demo-banner")).toBeVisible();
  await expect(page.getByTestId("demo-portal-status")).toHaveText("Activa");
  await page.getByTestId("demo-cancel").click();
  await page.getByTestId("demo-cancel-confirm").click();
  // As Stripe's portal by default: access stays until the end of the paid period, and the page says so.
  await expect(page.getByTestId("demo-portal-status")).toHaveText("Activa hasta el fin del periodo");
  await expect(page.getByTestId("demo-portal-ends")).toBeVisible();
  const status = await statusOf(page, user.id);
  expect(status).toMatchObject({ has_paid: true });
  expect(status.message).toMatch(/^Tu suscripción está activa hasta el .+ y no se renovará\.$/);
  expect(stripeRequests).toEqual([]);
});

test("payments API: 401 signed out, 403 for another user's status, 422 for an unknown plan, 400 for an unsigned webhook", async ({
  playwright,
  page,
}) => {
  const anon = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const expectError = async (res: import("@playwright/test").APIResponse, status: number, code: string) => {
    expect(res.status()).toBe(status);
    const body = (await res.json()) as { code: string; detail: string };
    expect(body.code).toBe(code);
    expect(body.detail.length).toBeGreaterThan(5);
  };
  await expectError(await anon.get("/api/v1/payments/status?client_reference_id=x"), 401, "unauthorized:auth");
  await expectError(
    await anon.post("/api/v1/payments/checkout", { data: { plan: "monthly" } }),
    401,
    "unauthorized:auth",
  );
  await expectError(await anon.get("/api/v1/payments/portal"), 401, "unauthorized:auth");
  await expectError(
    await anon.post("/api/v1/payments/webhook", { data: { id: "evt_forged", type: "checkout.session.completed" } }),
    400,
    "bad_request:webhook_signature",
  );

  const other = await signUpViaApi(anon);
  await signUpViaApi(page);
  await expectError(
    await page.request.get(`/api/v1/payments/status?client_reference_id=${other.id}`),
    403,
    "forbidden:user",
  );
  await expectError(
    await page.request.post("/api/v1/payments/checkout", { data: { plan: "weekly" } }),
    422,
    "validation:input",
  );
  const ok = await page.request.post("/api/v1/payments/checkout", { data: { plan: "annual" } });
  expect(ok.status()).toBe(200);
  const checkoutUrl = new URL(((await ok.json()) as { url: string }).url);
  expect(`${checkoutUrl.pathname}${checkoutUrl.search}`).toBe("/demo/checkout?plan=annual");
  await anon.dispose();
});

test("subscribing from the plan cards while the session is gone leads to sign-up", async ({ page }) => {
  await signUpViaApi(page);
  await page.goto("/subscribe");
  await expect(page.getByTestId("plan-card-annual")).toBeVisible();
  // The session ends while the page is open (signed out in another tab).
  await page.request.get("/api/v1/auth/logout");
  await page
    .getByTestId("plan-card-annual")
    .getByRole("button", { name: /Suscribirse Ahora/ })
    .click();
  // /login?isSignUp=true hands over to the local sign-up page at once.
  await expect(page).toHaveURL(/\/login\?isSignUp=true|\/cuenta\/registro/);
});
