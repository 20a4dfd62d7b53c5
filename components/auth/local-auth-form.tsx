"use client";
import Link from "next/link";
import { useState, type FormEvent } from "react";
import { apiFetch, ApiError } from "@/lib/client/api.ts";
import { PASSWORD_MIN_LENGTH } from "@/lib/auth/password-rules.ts";
import { ERROR_CATALOG } from "@/lib/api/errors.ts";
import { useHydrated } from "@/components/ui/use-hydrated.ts";
import { useTypedBeforeHydration } from "@/components/ui/use-typed-before-hydration.ts";
import { readString, STORAGE_KEYS } from "@/components/landing/browser-storage.ts";
import styles from "./auth.module.css";
import { EmailField } from "./email-field.tsx";

// The local sign-in and sign-up forms (the embedded default in place of a hosted sign-in page).
// On success the session cookie is set by the API and the whole app reloads at /chat, so every
// component starts from the new session.

export type LocalAuthMode = "sign-in" | "sign-up";

const GENERIC_ERROR = "No pudimos completar la solicitud. Revisa tu conexión e inténtalo de nuevo.";
const FIELD_ORDER = ["firstName", "email", "password"] as const;
type Field = (typeof FIELD_ORDER)[number];
type FieldErrors = Partial<Record<Field, string>>;
const message = (code: keyof typeof ERROR_CATALOG) => ERROR_CATALOG[code][1];

/** Every invalid field at once, with the same sentences the server would answer. */
function validate(values: { email: string; password: string; firstName: string }, signUp: boolean): FieldErrors {
  const errors: FieldErrors = {};
  if (signUp && !values.firstName.trim()) errors.firstName = message("validation:first_name");
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim())) errors.email = message("validation:email");
  if (!values.password) errors.password = signUp ? message("validation:password_short") : "Escribe tu contraseña.";
  else if (signUp && values.password.length < PASSWORD_MIN_LENGTH)
    errors.password = message("validation:password_short");
  return errors;
}

export function LocalAuthForm({
  mode,
  initialEmail,
  next = "/chat",
}: {
  mode: LocalAuthMode;
  initialEmail?: string;
  next?: string;
}) {
  const [email, setEmail] = useState(initialEmail ?? "");
  const [password, setPassword] = useState("");
  const [firstName, setFirstName] = useState("");
  const [lastName, setLastName] = useState("");
  const [error, setError] = useState<{ message: string } | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [showPassword, setShowPassword] = useState(false);
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();
  const form = useTypedBeforeHydration({
    email: setEmail,
    password: setPassword,
    firstName: setFirstName,
    lastName: setLastName,
  });
  const signUp = mode === "sign-up";

  /** After an error, focus goes to the first field that needs fixing. */
  const focusFirst = (errors: FieldErrors) => {
    const first = FIELD_ORDER.find((f) => errors[f]);
    if (first) requestAnimationFrame(() => form.current?.querySelector<HTMLElement>(`#${first}`)?.focus());
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const invalid = validate({ email, password, firstName }, signUp);
    setFieldErrors(invalid);
    if (Object.keys(invalid).length > 0) {
      setError(null);
      focusFirst(invalid);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const body = signUp ? { email, password, firstName, lastName } : { email, password };
      // The landing demo's guest id travels with a sign-up, so the demo becomes the first thread.
      const guestId = signUp ? readString(STORAGE_KEYS.guestSessionId) : null;
      await apiFetch("auth", signUp ? "auth/local/sign-up" : "auth/local/sign-in", {
        method: "POST",
        body: JSON.stringify(body),
        ...(guestId ? { headers: { "X-Guest-Session-ID": guestId } } : {}),
      });
      window.location.assign(next);
    } catch (err) {
      setBusy(false);
      if (err instanceof ApiError && !err.network) {
        const field = fieldOf(err.code);
        if (field) {
          setFieldErrors({ [field]: err.detail });
          focusFirst({ [field]: err.detail });
        } else {
          setError({ message: err.detail });
        }
      } else {
        setError({ message: GENERIC_ERROR });
      }
    }
  }

  const switchQuery = email ? `?email=${encodeURIComponent(email)}` : "";
  return (
    // method="post": even a native submission never puts the password in the address. The button
    // waits for hydration, so an early click is not a native submit (seen in e2e: ?password=… in the URL).
    <form
      ref={form}
      className={styles.form}
      onSubmit={submit}
      method="post"
      noValidate
      aria-describedby={error ? "auth-error" : undefined}
    >
      {error && (
        <div id="auth-error" className={styles.alert} role="alert">
          {error.message}
        </div>
      )}
      {signUp && (
        <div className={styles.row}>
          <div className={styles.field}>
            <label className={styles.label} htmlFor="firstName">
              Nombre
            </label>
            <input
              id="firstName"
              name="firstName"
              className={styles.input}
              autoComplete="given-name"
              required
              maxLength={80}
              value={firstName}
              onChange={(e) => setFirstName(e.target.value)}
              aria-invalid={Boolean(fieldErrors.firstName)}
              aria-describedby={fieldErrors.firstName ? "firstName-error" : undefined}
            />
            <FieldError id="firstName-error" text={fieldErrors.firstName} />
          </div>
          <div className={styles.field}>
            <label className={styles.label} htmlFor="lastName">
              Apellido <span className={styles.optional}>(opcional)</span>
            </label>
            <input
              id="lastName"
              name="lastName"
              className={styles.input}
              autoComplete="family-name"
              maxLength={80}
              value={lastName}
              onChange={(e) => setLastName(e.target.value)}
            />
          </div>
        </div>
      )}
      <EmailField
        value={email}
        onChange={setEmail}
        invalid={Boolean(fieldErrors.email)}
        describedBy={fieldErrors.email ? "email-error" : undefined}
      >
        <FieldError id="email-error" text={fieldErrors.email} />
      </EmailField>
      <div className={styles.field}>
        <label className={styles.label} htmlFor="password">
          Contraseña
        </label>
        <div className={styles.passwordRow}>
          <input
            id="password"
            name="password"
            type={showPassword ? "text" : "password"}
            className={styles.input}
            required
            minLength={signUp ? PASSWORD_MIN_LENGTH : undefined}
            autoComplete={signUp ? "new-password" : "current-password"}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-invalid={Boolean(fieldErrors.password)}
            aria-describedby={
              [fieldErrors.password ? "password-error" : "", signUp ? "password-hint" : ""].filter(Boolean).join(" ") ||
              undefined
            }
          />
          <button
            type="button"
            className={styles.reveal}
            aria-pressed={showPassword}
            onClick={() => setShowPassword((v) => !v)}
            data-testid="password-toggle"
          >
            {showPassword ? "Ocultar" : "Mostrar"}
            <span className="visually-hidden"> contraseña</span>
          </button>
        </div>
        <FieldError id="password-error" text={fieldErrors.password} />
        {!signUp && (
          <Link href={`/cuenta/recuperar${switchQuery}`} className={styles.forgot}>
            ¿Olvidaste tu contraseña?
          </Link>
        )}
        {signUp && (
          <span id="password-hint" className={styles.hint}>
            Al menos {PASSWORD_MIN_LENGTH} caracteres.
          </span>
        )}
      </div>
      <button type="submit" className={`btn btn-primary ${styles.submit}`} disabled={busy || !hydrated}>
        {busy ? (signUp ? "Creando tu cuenta..." : "Entrando...") : signUp ? "Crear cuenta" : "Iniciar Sesión"}
      </button>
      <p className={styles.switch}>
        {signUp ? "¿Ya tienes una cuenta? " : "¿Aún no tienes cuenta? "}
        <Link href={`${signUp ? "/cuenta/entrar" : "/cuenta/registro"}${switchQuery}`}>
          {signUp ? "Inicia sesión" : "Regístrate"}
        </Link>
      </p>
    </form>
  );
}

function FieldError({ id, text }: { id: string; text?: string }) {
  if (!text) return null;
  return (
    <span id={id} className={styles.fieldError} data-testid="field-error">
      {text}
    </span>
  );
}

function fieldOf(code: string): Field | undefined {
  if (code === "validation:email") return "email";
  if (code.startsWith("validation:password")) return "password";
  if (code === "validation:first_name") return "firstName";
  return undefined;
}
