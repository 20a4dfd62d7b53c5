"use client";
import { useEffect, useState } from "react";
import { analyticsEnabled, applyAnalyticsChoice } from "@/lib/analytics/client.ts";
import { apiFetch, ApiError } from "@/lib/client/api.ts";
import styles from "./account.module.css";

// 'Oponerme al uso de mis datos para analítica' (the O of ARCO): stored on the account (PUT
// account/analytics), honoured by the server's events and by the browser on every device.

type Choice = { optedOut: boolean | null; saving: boolean; note: string };

export function AnalyticsChoice() {
  const [choice, setChoice] = useState<Choice>({ optedOut: null, saving: false, note: "" });

  useEffect(() => {
    apiFetch<{ opted_out: boolean }>("auth", "account/analytics")
      .then((r) => setChoice({ optedOut: r.opted_out, saving: false, note: "" }))
      .catch(() => setChoice({ optedOut: null, saving: false, note: "No pudimos cargar tu preferencia." }));
  }, []);

  const change = async (optedOut: boolean) => {
    setChoice({ optedOut, saving: true, note: "" });
    try {
      await apiFetch("auth", "account/analytics", { method: "PUT", body: JSON.stringify({ opted_out: optedOut }) });
      await applyAnalyticsChoice(optedOut);
      setChoice({
        optedOut,
        saving: false,
        note: optedOut
          ? "Listo: no usaremos tus datos para analítica."
          : "Listo: retiraste tu oposición al uso de tus datos para analítica.",
      });
    } catch (err) {
      setChoice({
        optedOut: !optedOut,
        saving: false,
        note: err instanceof ApiError ? err.detail : "No pudimos guardar tu preferencia. Inténtalo de nuevo.",
      });
    }
  };

  return (
    <section className={styles.card} aria-labelledby="privacy-choices">
      <h2 id="privacy-choices" className={styles.heading}>
        Privacidad
      </h2>
      <label className={styles.choice}>
        <input
          type="checkbox"
          checked={choice.optedOut === true}
          disabled={choice.optedOut === null || choice.saving}
          onChange={(e) => void change(e.target.checked)}
          data-testid="account-analytics-opt-out"
        />
        Oponerme al uso de mis datos para analítica
      </label>
      <p className={styles.text}>
        Si te opones, no registraremos tu actividad para medir el uso del producto, ni en el servidor ni en tu
        navegador, en ninguno de tus dispositivos. El chat, tu historial y tu suscripción funcionan igual.
        {analyticsEnabled() ? "" : " Hoy este sitio no usa herramientas de analítica; tu elección queda guardada."}
      </p>
      <p className={styles.text} role="status" data-testid="account-analytics-note">
        {choice.note}
      </p>
    </section>
  );
}
