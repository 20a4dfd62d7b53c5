import type { Metadata } from "next";
import Link from "next/link";
import { Navbar } from "@/components/layout/navbar.tsx";
import { AuthCard } from "@/components/auth/auth-card.tsx";
import { ACCOUNT_DELETED } from "@/content/account-text.ts";
import styles from "@/components/auth/auth.module.css";

export const metadata: Metadata = { title: "Cuenta eliminada", robots: { index: false } };

/** Where 'Eliminar mi cuenta' lands: the session is already gone. */
export default function AccountDeletedPage() {
  return (
    <>
      <Navbar />
      <AuthCard title="Tu cuenta fue eliminada">
        <div className={styles.form}>
          <p className={styles.notice} role="status" data-testid="account-deleted">
            {ACCOUNT_DELETED}
          </p>
          <Link href="/" className={`btn btn-primary ${styles.submit}`}>
            Ir al inicio
          </Link>
        </div>
      </AuthCard>
    </>
  );
}
