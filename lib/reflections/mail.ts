import "server-only";
import { REFLECTION_TEXTS } from "../../content/reflections.ts";
import { hasActiveSubscription } from "../billing/index.ts";
import {
  claimReflectionMail,
  listReflectionMailCandidates,
  markReflectionMailSent,
  releaseReflectionMail,
} from "../db/queries/reflections.ts";
import { serverEnv, siteUrl } from "../env.ts";
import { publicBaseUrl } from "../auth/site.ts";
import { composeMail, sendMail } from "../mail/index.ts";
import { PRODUCT_NAME } from "../product.ts";
import { QUESTION_PARAM } from "../client/question-param.ts";
import { mexicoDay } from "../quota/windows.ts";
import { todayReflection, unsubscribeToken, type ReflectionView } from "./index.ts";

// The morning e-mail of 'Reflexión de hoy'. Every instance runs the same job (lib/jobs/reflection-mail.ts)
// every few minutes; from REFLECTION_MAIL_HOUR in Mexico City it sends each opted-in subscriber the
// day's reflection. Each person's mail for a day is claimed with one atomic statement before it is
// written and sent (lib/db/queries/reflections.ts), so however many instances race, one sends it.
// A failed send gives the claim back for a later run; a claim whose instance died is taken over after
// CLAIM_STALE_MS.

const CLAIM_STALE_MS = 15 * 60 * 1000;

const hourFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: "America/Mexico_City",
  hour: "2-digit",
  hourCycle: "h23",
});

/** The hour (0–23) in Mexico City. */
export function mexicoHour(now: Date): number {
  return Number(hourFormat.format(now));
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? "");

async function reflectionMail(userId: string, r: ReflectionView) {
  const base = publicBaseUrl() ?? siteUrl();
  const optOut = `${base}/reflexiones/baja?token=${encodeURIComponent(await unsubscribeToken(userId))}`;
  const ask = `${base}/chat?${QUESTION_PARAM}=${encodeURIComponent(`Ayúdame a reflexionar sobre ${r.reference}`)}`;
  return composeMail({
    subject: fill(REFLECTION_TEXTS.mailSubject, { reference: r.reference }),
    greeting: REFLECTION_TEXTS.mailGreeting,
    paragraphs: [`«${r.passage}»\n— ${r.reference} (Reina-Valera 1909)`, r.text],
    action: { label: REFLECTION_TEXTS.mailAction, url: ask },
    after: [fill(REFLECTION_TEXTS.mailUnsubscribe, { url: optOut })],
    signature: PRODUCT_NAME,
  });
}

export interface MailRun {
  sent: number;
  /** Not subscribed any more, or claimed by another instance. */
  skipped: number;
  failed: number;
}

/** One run of the morning job: sends today's reflection to everyone who asked and has not got it yet. */
export async function runReflectionMail({ now = new Date() }: { now?: Date } = {}): Promise<MailRun> {
  const run: MailRun = { sent: 0, skipped: 0, failed: 0 };
  if (mexicoHour(now) < serverEnv().REFLECTION_MAIL_HOUR) return run;
  const day = mexicoDay(now);
  const staleBefore = new Date(now.getTime() - CLAIM_STALE_MS);
  for (const { userId, email } of await listReflectionMailCandidates({ day, staleBefore })) {
    // Checked before claiming: a lapsed subscription keeps its choice but receives nothing.
    if (
      !(await hasActiveSubscription(userId, now)) ||
      !(await claimReflectionMail({ userId, day, now, staleBefore }))
    ) {
      run.skipped++;
      continue;
    }
    try {
      const mail = await reflectionMail(userId, await todayReflection({ userId, now }));
      await sendMail({ to: email, subject: mail.subject, text: mail.text, html: mail.html });
      await markReflectionMailSent({ userId, day, at: new Date() });
      run.sent++;
    } catch (err) {
      run.failed++;
      console.warn(`[reflections] morning e-mail for ${userId} failed; retried at the next run`, err);
      await releaseReflectionMail({ userId, day }).catch(() => undefined);
    }
  }
  return run;
}
