import type { Metadata } from "next";
import Link from "next/link";
import { Navbar } from "@/components/layout/navbar.tsx";
import { AuthCard } from "@/components/auth/auth-card.tsx";
import { isAppError } from "@/lib/api/errors.ts";
import { verifyEmail } from "@/lib/auth/email-verification.ts";
import { EMAIL_ALREADY_VERIFIED, EMAIL_VERIFIED } from "@/content/account-text.ts";
import styles from "@/components/auth/auth.module.css";

export const dynamic = "force-dynamic";
export const metadata: Metadata = {
  title: "Confirma tu correo",
  robots: { index: false },
  referrer: "no-referrer",
};

/** The link in the confirmation mail: opening it confirms the address (it proves the mailbox). */
export default async function ConfirmEmailPage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string | string[] }>;
}) {
  const { token } = await searchParams;
  let message: string;
  let ok = true;
  try {
    const { status } = await verifyEmail({ token: typeof token === "string" ? token : "" });
    message = status === "verified" ? EMAIL_VERIFIED : EMAIL_ALREADY_VERIFIED;
  } catch (err) {
    if (!isAppError(err)) throw err;
    ok = false;
    message = err.detail;
  }
  return (
    <>
      <Navbar />
      <AuthCard title={ok ? "Correo confirmado" : "No pudimos confirmar tu correo"}>
        <div className={styles.form}>
          <p className={ok ? styles.notice : styles.alert} role={ok ? "status" : "alert"} data-testid="confirm-result">
            {message}
          </p>
          <Link href={ok ? "/chat" : "/account"} className={`btn btn-primary ${styles.submit}`}>
            {ok ? "Ir al chat" : "Ir a Mi Cuenta"}
          </Link>
        </div>
      </AuthCard>
    </>
  );
}
