import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { Navbar } from "@/components/layout/navbar.tsx";
import { AuthCard } from "@/components/auth/auth-card.tsx";
import { LocalAuthForm } from "@/components/auth/local-auth-form.tsx";
import { getSessionUser } from "@/lib/auth/session.ts";
import { authMode } from "@/lib/auth/site.ts";

export const dynamic = "force-dynamic";
export const metadata: Metadata = {
  title: "Iniciar sesión",
  description: "Entra a tu cuenta de Berea para continuar tu estudio bíblico.",
  robots: { index: false },
};

export default async function SignInPage({ searchParams }: { searchParams: Promise<{ email?: string | string[] }> }) {
  if (authMode() !== "local") redirect("/login");
  if (await getSessionUser()) redirect("/chat");
  const { email } = await searchParams;
  return (
    <>
      <Navbar />
      <AuthCard title="Bienvenido de nuevo" subtitle="Inicia sesión para continuar tu estudio.">
        <LocalAuthForm mode="sign-in" initialEmail={typeof email === "string" ? email : undefined} />
      </AuthCard>
    </>
  );
}
