import type { Metadata } from "next";
import { Navbar } from "@/components/layout/navbar.tsx";
import { RequireAuth } from "@/components/auth/require-auth.tsx";
import { CheckoutSuccessListener } from "@/components/billing/checkout-success-listener.tsx";
import { ChatGate } from "@/components/chat/chat-gate.tsx";
import { SkipLink } from "@/components/ui/skip-link.tsx";
import { requirePageUser } from "@/lib/auth/page-guard.ts";
import { accountOverview } from "@/lib/account/overview.ts";
import { ConfirmEmailNotice } from "@/components/account/confirm-email-notice.tsx";
import { serverEnv } from "@/lib/env.ts";
import styles from "@/components/chat/chat.module.css";

export const dynamic = "force-dynamic";
export const metadata: Metadata = {
  title: "Diálogo Espiritual",
  description: "Conversa sobre la Biblia con Berea: respuestas cálidas con citas verificadas de la Reina-Valera 1909.",
  keywords: ["chat bíblico", "preguntas sobre la Biblia", "estudio bíblico", "Reina-Valera 1909"],
  robots: { index: false },
};

export default async function ChatPage() {
  // Server-side guard: the middleware only saw a cookie; this checks the session row.
  const user = await requirePageUser();
  const confirm = (await accountOverview(user.id))?.confirmationRequired === true;
  return (
    <>
      <SkipLink targetId="chat-input">Saltar al cuadro de texto</SkipLink>
      <Navbar />
      <CheckoutSuccessListener />
      <main className={styles.page}>
        <RequireAuth>
          {confirm && user.email ? <ConfirmEmailNotice email={user.email} /> : null}
          {/* The daily allowance comes from the server's configuration (FREE_DAILY_LIMIT). */}
          <ChatGate dailyLimit={serverEnv().FREE_DAILY_LIMIT} />
        </RequireAuth>
      </main>
    </>
  );
}
