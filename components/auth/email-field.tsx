import type { ReactNode } from "react";
import styles from "./auth.module.css";

/**
 * The e-mail field of the sign-in, sign-up and recovery forms: one id, label, autofill and keyboard
 * for all of them. `children` follows the input inside the field (a field error, where the form has one).
 */
export function EmailField({
  value,
  onChange,
  invalid,
  describedBy,
  children,
}: {
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
  describedBy?: string;
  children?: ReactNode;
}) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor="email">
        Correo electrónico
      </label>
      <input
        id="email"
        name="email"
        type="email"
        className={styles.input}
        autoComplete="email"
        inputMode="email"
        required
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={invalid}
        aria-describedby={describedBy}
      />
      {children}
    </div>
  );
}
