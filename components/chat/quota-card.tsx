"use client";
import Link from "next/link";
import type { QuotaView } from "./chat-types.ts";
import styles from "./chat.module.css";

/** The allowance in the assistant panel: unlimited for subscribers, "n de 5 hoy" for free users. */
export function QuotaCard({
  quota,
  unlimited,
  dailyLimit,
}: {
  quota: QuotaView | null;
  unlimited: boolean;
  dailyLimit: number;
}) {
  if (unlimited) {
    return (
      <div className={styles.quota} data-testid="chat-quota" data-unlimited="true">
        <span className={styles.quotaBadge}>Premium</span>
        <p className={styles.quotaText}>Mensajes ilimitados</p>
      </div>
    );
  }
  if (!quota) {
    return <div className={styles.quota} data-testid="chat-quota" aria-hidden="true" />;
  }
  const used = Math.min(dailyLimit, quota.count);
  return (
    <div className={styles.quota} data-testid="chat-quota" data-remaining={quota.remaining} data-count={quota.count}>
      <p className={styles.quotaText}>
        {quota.remaining === 1 ? "Te queda 1 mensaje hoy" : `Te quedan ${quota.remaining} mensajes hoy`}
      </p>
      <div
        className={styles.meter}
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={dailyLimit}
        aria-valuenow={used}
        aria-label="Mensajes usados hoy"
      >
        <span style={{ width: `${dailyLimit ? (used / dailyLimit) * 100 : 100}%` }} />
      </div>
      <p className={styles.quotaHint}>
        Plan gratuito: {dailyLimit} mensajes al día. <Link href="/subscribe">Mejorar a Premium</Link>
      </p>
    </div>
  );
}
