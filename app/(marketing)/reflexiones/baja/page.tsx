import type { Metadata } from "next";
import { ReflectionUnsubscribe } from "@/components/support/reflection-unsubscribe.tsx";
import styles from "@/components/support/support.module.css";
import { REFLECTION_TEXTS } from "@/content/reflections.ts";

// /reflexiones/baja?token=…: the opt-out link of the morning reflection e-mail. No sign-in needed:
// the token is signed for one account and can only switch that e-mail off.
export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: REFLECTION_TEXTS.unsubscribeTitle,
  robots: { index: false },
};

export default async function ReflectionUnsubscribePage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string | string[] }>;
}) {
  const raw = (await searchParams).token;
  const token = (Array.isArray(raw) ? raw[0] : raw) ?? "";
  return (
    <main id="main" className={styles.page}>
      <div className={styles.inner}>
        <h1 className={styles.title}>{REFLECTION_TEXTS.unsubscribeTitle}</h1>
        <p className={styles.lead}>
          Ya no recibirás la «Reflexión de hoy» por correo. Tu cuenta y tu suscripción no cambian.
        </p>
        <ReflectionUnsubscribe token={token} />
      </div>
    </main>
  );
}
