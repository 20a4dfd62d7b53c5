import type { Metadata } from "next";
import Link from "next/link";
import { SupportForm } from "@/components/support/support-form.tsx";
import styles from "@/components/support/support.module.css";
import { SUPPORT_TEXTS } from "@/content/support.ts";
import { getSessionUser } from "@/lib/auth/session.ts";
import { supportPromise } from "@/lib/support/index.ts";
import { pageMetadata } from "../seo.ts";

// Soporte: open to everyone. A signed-in person writes from their account (the reply goes to its
// e-mail); a guest leaves an e-mail. Subscribers see their priority and its promised reply time.
export const dynamic = "force-dynamic";

export const metadata: Metadata = pageMetadata({
  title: "Soporte",
  description: "Escríbenos si tienes una duda o algo no funciona: te responderemos por correo.",
  path: "/soporte",
});

export default async function SupportPage() {
  const user = await getSessionUser();
  const { priority, promise } = await supportPromise(user);
  return (
    <main id="main" className={styles.page}>
      <div className={styles.inner}>
        <h1 className={styles.title}>{SUPPORT_TEXTS.title}</h1>
        <p className={styles.lead}>{SUPPORT_TEXTS.intro}</p>
        <p className={styles.promise} data-testid="support-promise" data-priority={priority}>
          {priority ? <span className={styles.badge}>{SUPPORT_TEXTS.priorityBadge}</span> : null}
          {promise}
          {user && !priority ? (
            <>
              {" "}
              {SUPPORT_TEXTS.priorityUpsell} <Link href="/subscribe">Suscribirme ahora</Link>
            </>
          ) : null}
        </p>
        <SupportForm accountEmail={user?.email ?? null} />
      </div>
    </main>
  );
}
