import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { Navbar } from "@/components/layout/navbar.tsx";
import { AuthCard } from "@/components/auth/auth-card.tsx";
import { ResetPasswordForm } from "@/components/auth/reset-password-form.tsx";
import { resetLinkProblem } from "@/lib/auth/password-recovery.ts";
import { authMode } from "@/lib/auth/site.ts";
import styles from "@/components/auth/auth.module.css";

export const dynamic = "force-dynamic";
export const metadata: Metadata = {
  title: "Elige una contraseña nueva",
  robots: { index: false },
  // The address carries the link's secret: never send it to another site.
  referrer: "no-referrer",
};

export default async function ResetPasswordPage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string | string[] }>;
}) {
  if (authMode() !== "local") redirect("/login");
  const { token } = await searchParams;
  const value = typeof token === "string" ? token : "";
  const problem = await resetLinkProblem(value);
  return (
    <>
      <Navbar />
      <AuthCard
        title="Elige una contraseña nueva"
        subtitle={problem ? undefined : "Al guardarla, cerraremos tu sesión en todos tus dispositivos."}
      >
        {problem ? (
          <div className={styles.form}>
            <p className={styles.alert} role="alert" data-testid="reset-link-problem">
              {problem.detail}
            </p>
            <Link href="/cuenta/recuperar" className={`btn btn-primary ${styles.submit}`}>
              Pedir un enlace nuevo
            </Link>
          </div>
        ) : (
          <ResetPasswordForm token={value} />
        )}
      </AuthCard>
    </>
  );
}
