import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AuthCard } from "@/components/auth/auth-card.tsx";
import { ProviderHandoff } from "@/components/auth/provider-handoff.tsx";
import { authMode } from "@/lib/auth/site.ts";
import { providerAuthorizationParams } from "@/lib/auth/login-url.ts";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Iniciar sesión", robots: { index: false } };

export default async function ProviderPage({
  searchParams,
}: {
  searchParams: Promise<{ isSignUp?: string | string[]; email?: string | string[] }>;
}) {
  if (authMode() !== "oidc") redirect("/login");
  const q = await searchParams;
  const params = providerAuthorizationParams({
    isSignUp: q.isSignUp === "true",
    email: typeof q.email === "string" ? q.email : undefined,
  });
  return (
    <AuthCard title="Iniciar sesión">
      <ProviderHandoff params={params} />
    </AuthCard>
  );
}
