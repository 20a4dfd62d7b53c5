import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { Navbar } from "@/components/layout/navbar.tsx";
import { AuthCard } from "@/components/auth/auth-card.tsx";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form.tsx";
import { authMode } from "@/lib/auth/site.ts";

export const dynamic = "force-dynamic";
export const metadata: Metadata = {
  title: "¿Olvidaste tu contraseña?",
  description: "Recibe un enlace para elegir una contraseña nueva.",
  robots: { index: false },
};

export default async function ForgotPasswordPage({
  searchParams,
}: {
  searchParams: Promise<{ email?: string | string[] }>;
}) {
  // With a hosted provider, passwords are the provider's.
  if (authMode() !== "local") redirect("/login");
  const { email } = await searchParams;
  return (
    <>
      <Navbar />
      <AuthCard
        title="¿Olvidaste tu contraseña?"
        subtitle="Escribe el correo de tu cuenta y te enviaremos un enlace para elegir una nueva."
      >
        <ForgotPasswordForm initialEmail={typeof email === "string" ? email : undefined} />
      </AuthCard>
    </>
  );
}
