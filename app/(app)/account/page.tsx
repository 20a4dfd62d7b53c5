import type { Metadata } from "next";
import { Navbar } from "@/components/layout/navbar.tsx";
import { RequireAuth } from "@/components/auth/require-auth.tsx";
import { AccountView } from "@/components/account/account-view.tsx";
import { requirePageUser } from "@/lib/auth/page-guard.ts";
import styles from "@/components/account/account.module.css";

export const dynamic = "force-dynamic";
export const metadata: Metadata = {
  title: "Mi Cuenta",
  description: "Tus datos y tu suscripción en Berea.",
  robots: { index: false },
};

export default async function AccountPage() {
  // Server-side guard: the middleware only saw a cookie; this checks the session row.
  await requirePageUser();
  return (
    <>
      <Navbar />
      <main className={styles.page}>
        <RequireAuth>
          <AccountView />
        </RequireAuth>
      </main>
    </>
  );
}
