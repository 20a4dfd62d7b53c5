import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { Navbar } from "@/components/layout/navbar.tsx";
import { RequireAuth } from "@/components/auth/require-auth.tsx";
import { AccountView } from "@/components/account/account-view.tsx";
import { requirePageUser } from "@/lib/auth/page-guard.ts";
import { subscriptionSummary } from "@/lib/billing/index.ts";
import { chatQuota } from "@/lib/chat/quota-view.ts";
import { accountOverview } from "@/lib/account/overview.ts";
import styles from "@/components/account/account.module.css";

export const dynamic = "force-dynamic";
export const metadata: Metadata = {
  title: "Mi Cuenta",
  description: "Tus datos y tu suscripción en Berea.",
  robots: { index: false },
};

export default async function AccountPage() {
  // Server-side guard: the middleware only saw a cookie; this checks the session row.
  const user = await requirePageUser();
  const [plan, quota, account] = await Promise.all([
    subscriptionSummary(user.id),
    chatQuota({ userId: user.id, guestSessionId: null, ip: "" }),
    accountOverview(user.id),
  ]);
  // The session was checked a moment ago; an account deleted meanwhile signs in again.
  if (!account) redirect("/login");
  return (
    <>
      <Navbar />
      <main className={styles.page}>
        <RequireAuth>
          <AccountView
            plan={plan}
            usage={{ count: quota.count, limit: quota.limit, unlimited: quota.unlimited === true }}
            account={account}
          />
        </RequireAuth>
      </main>
    </>
  );
}
