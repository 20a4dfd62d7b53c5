import { test as base, expect, type APIRequestContext, type BrowserContext, type Page } from "@playwright/test";

/**
 * Signing in for browser tests, through the app's own API (fast; with PGlite the server owns the
 * data folder, so tests cannot write users into the database themselves).
 *
 *   import { test, expect, signUpViaApi, uniqueEmail } from "./fixtures.ts";
 *
 *   test("my signed-in test", async ({ page }) => {
 *     const user = await signUpViaApi(page, { firstName: "Ana", lastName: "López" });
 *     await page.goto("/chat");            // the page's context now carries the session cookie
 *     // user.id, user.email, user.password are known for later calls
 *   });
 *
 * signUpViaApi(page | context | request, fields?) POSTs /api/v1/auth/local/sign-up (local accounts,
 * the embedded default) and returns the new user. Passing a Page or BrowserContext signs that
 * browser context in: its requests and page.request carry the cookie. Passing an APIRequestContext
 * (the `request` fixture) signs that request context in. Every field is optional: a unique e-mail
 * and a valid password are made up. signInViaApi does the same for an existing account.
 * The `signedInPage` fixture gives a page already signed in as a fresh user (`signedInUser`).
 */

export interface TestUser {
  id: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

export type SignUpFields = Partial<Omit<TestUser, "id">>;

type Target = Page | BrowserContext | APIRequestContext;

let counter = 0;
/** An e-mail no other test run has used. */
export function uniqueEmail(prefix = "e2e"): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 7)}@example.com`;
}

function requestOf(target: Target): APIRequestContext {
  if ("request" in target && typeof target.request === "object") return (target as Page | BrowserContext).request;
  return target as APIRequestContext;
}

export async function signUpViaApi(target: Target, fields: SignUpFields = {}): Promise<TestUser> {
  const user = {
    email: fields.email ?? uniqueEmail(),
    password: fields.password ?? "contraseña-segura-123",
    firstName: fields.firstName ?? "Ana",
    lastName: fields.lastName ?? "Prueba",
  };
  const res = await requestOf(target).post("/api/v1/auth/local/sign-up", { data: user });
  expect(res.status(), `sign-up failed: ${await res.text()}`).toBe(201);
  const body = (await res.json()) as { user_id: string };
  return { id: body.user_id, ...user };
}

export async function signInViaApi(target: Target, creds: { email: string; password: string }): Promise<string> {
  const res = await requestOf(target).post("/api/v1/auth/local/sign-in", { data: creds });
  expect(res.status(), `sign-in failed: ${await res.text()}`).toBe(200);
  return ((await res.json()) as { user_id: string }).user_id;
}

/** Chromium's console text for anything the Content-Security-Policy blocked. */
/** Six verse lookups the built-in answerer answers with a quotation; a free day holds the first five. */
export const LOOKUP_QUESTIONS = [
  "¿Qué dice Juan 3:16?",
  "Explícame el Salmo 23:1",
  "¿Qué dice Romanos 8:28?",
  "¿Qué enseña 1 Corintios 13:4?",
  "¿Qué dice Filipenses 4:6?",
  "¿Qué dice Mateo 5:9?",
];

export const CSP_VIOLATION = /Content[- ]Security[- ]Policy/i;

export const test = base.extend<{ signedInUser: TestUser; signedInPage: Page }>({
  // The app runs with its CSP on: any page of any test that trips it (a blocked script, frame,
  // connection or inline code) fails that test.
  context: async ({ context }, provide, testInfo) => {
    const violations: string[] = [];
    context.on("console", (msg) => {
      if (CSP_VIOLATION.test(msg.text())) violations.push(`${msg.page()?.url() ?? "?"}: ${msg.text()}`);
    });
    context.on("weberror", (err) => {
      if (CSP_VIOLATION.test(String(err.error()))) violations.push(String(err.error()));
    });
    await provide(context);
    if (testInfo.status === testInfo.expectedStatus)
      expect(violations, "Content-Security-Policy violations").toEqual([]);
  },
  signedInUser: async ({ page }, provide) => {
    await provide(await signUpViaApi(page));
  },
  signedInPage: async ({ page, signedInUser }, provide) => {
    void signedInUser;
    await provide(page);
  },
});

export { expect };

/**
 * Every address the main frame commits, in order. Pages that tidy their address at once (the chat
 * drops ?session_id= after its status check) pass through states a polling toHaveURL can miss.
 */
export function recordNavigations(page: Page): string[] {
  const urls: string[] = [];
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) urls.push(frame.url());
  });
  return urls;
}
