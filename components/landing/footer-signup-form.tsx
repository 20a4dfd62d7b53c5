"use client";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { useTypedBeforeHydration } from "@/components/ui/use-typed-before-hydration.ts";
import { track } from "@/lib/analytics/client.ts";
import styles from "./footer-signup-form.module.css";

/** Where the footer form sends the visitor: sign-up, with the typed e-mail when there is one. */
export function signupHref(email: string): string {
  const trimmed = email.trim();
  return trimmed ? `/login?isSignUp=true&email=${encodeURIComponent(trimmed)}` : "/login?isSignUp=true";
}

export function FooterSignupForm() {
  const router = useRouter();
  const [email, setEmail] = useState("");
  const hydrationForm = useTypedBeforeHydration({ email: setEmail });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    track("Signup", { source: "footer", withEmail: email.trim() !== "" });
    router.push(signupHref(email));
  };

  return (
    // Without JavaScript (or before hydration) the browser itself submits to /login?isSignUp=true&email=….
    <form
      ref={hydrationForm}
      className={styles.form}
      onSubmit={onSubmit}
      action="/login"
      method="get"
      data-testid="footer-signup"
    >
      <input type="hidden" name="isSignUp" value="true" />
      <label htmlFor="footer-email" className="visually-hidden">
        Tu correo electrónico
      </label>
      <input
        id="footer-email"
        type="email"
        name="email"
        autoComplete="email"
        placeholder="tu@correo.com"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        className={styles.input}
      />
      <button type="submit" className={`btn ${styles.button}`}>
        Crear cuenta gratis
      </button>
    </form>
  );
}
