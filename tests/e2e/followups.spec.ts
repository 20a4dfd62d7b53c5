import type { Page } from "@playwright/test";
import { test, expect, signUpViaApi } from "./fixtures.ts";

// Follow-ups in the real built app with the built-in answerer: after a passage, "¿y el versículo
// siguiente?" answers with the next verse's RV1909 text — in the signed-in chat and in the landing's
// guest demo alike.

const JOHN_3_17 =
  "Porque no envió Dios á su Hijo al mundo para que condene al mundo, mas para que el mundo sea salvo por él.";

async function ask(page: Page, text: string) {
  await page.getByTestId("chat-input").fill(text);
  await page.getByTestId("chat-send").click();
}

test("signed in: '¿y el versículo siguiente?' after Juan 3:16 shows Juan 3:17, and 'léeme todo el capítulo' the chapter", async ({
  page,
}) => {
  await signUpViaApi(page);
  await page.goto("/chat");
  const bots = page.locator('[data-testid="chat-message"][data-sender="bot"][data-status="ok"]');
  await ask(page, "Juan 3:16");
  await expect(bots).toHaveCount(1);
  await ask(page, "¿y el versículo siguiente?");
  await expect(bots).toHaveCount(2);
  await expect(bots.nth(1)).toContainText(JOHN_3_17);
  await expect(bots.nth(1)).toContainText("Juan 3:17");
  await ask(page, "leeme todo el capitulo");
  await expect(bots).toHaveCount(3);
  // The whole chapter: from Nicodemo's visit (verse 1) to its last verse (36).
  await expect(bots.nth(2)).toContainText("Nicodemo");
  await expect(bots.nth(2)).toContainText("la ira de Dios está sobre él");
});

test("guest demo: '¿y el versículo siguiente?' after Juan 3:16 shows Juan 3:17", async ({ page }) => {
  await page.goto("/");
  const demo = page.getByTestId("demo-chat");
  const bots = demo.getByTestId("demo-bot-message");
  await demo.getByTestId("demo-input").fill("¿Qué dice Juan 3:16?");
  await demo.getByTestId("demo-send").click();
  await expect(bots).toHaveCount(1);
  await expect(bots.first()).toContainText("Juan 3:16");
  await demo.getByTestId("demo-input").fill("¿y el versículo siguiente?");
  await demo.getByTestId("demo-send").click();
  await expect(bots).toHaveCount(2);
  await expect(bots.nth(1)).toContainText(JOHN_3_17);
  await expect(bots.nth(1).getByTestId("demo-citation").first()).toContainText("Juan 3:17");
});
