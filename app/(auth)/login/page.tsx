import type { Metadata } from "next";
import { Suspense } from "react";
import { LoginRedirect } from "@/components/auth/login-redirect.tsx";
import { Navbar } from "@/components/layout/navbar.tsx";
import styles from "@/components/auth/auth.module.css";

export const metadata: Metadata = {
  title: "Iniciar sesión",
  description: "Inicia sesión o crea tu cuenta para estudiar la Biblia con Berea.",
  robots: { index: false },
};

export default function LoginPage() {
  return (
    <>
      <Navbar />
      <main className={styles.page}>
        <div className={styles.card}>
          <h1 className="visually-hidden">Iniciar sesión</h1>
          {/* useSearchParams needs a Suspense boundary for the static shell. */}
          <Suspense fallback={<p className={styles.status}>Redirecting to login...</p>}>
            <LoginRedirect />
          </Suspense>
        </div>
      </main>
    </>
  );
}
