import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { Navbar } from "@/components/layout/navbar.tsx";
import { AuthCard } from "@/components/auth/auth-card.tsx";
import { LocalAuthForm } from "@/components/auth/local-auth-form.tsx";
import { getSessionUser } from "@/lib/auth/session.ts";
import { authMode } from "@/lib/auth/site.ts";

export const dynamic = "force-dynamic";
export const metadata: Metadata = {
  title: "Crear cuenta",
  description: "Crea tu cuenta de Berea y recibe mensajes gratuitos cada día para estudiar la Biblia.",
  robots: { index: false },
};

export default async function SignUpPage({ searchParams }: { searchParams: Promise<{ email?: string | string[] }> }) {
  if (authMode() !== "local") redirect("/login?isSignUp=true");
  if (await getSessionUser()) redirect("/chat");
  const { email } = await searchParams;
  return (
    <>
      <Navbar />
      <AuthCard title="Crea tu cuenta" subtitle="Estudia la Biblia con respuestas cálidas y citas verificadas.">
        <LocalAuthForm mode="sign-up" initialEmail={typeof email === "string" ? email : undefined} />
      </AuthCard>
    </>
  );
}
