"use client";
import Link from "next/link";
import { useEffect, useState } from "react";
import { REFLECTION_TEXTS } from "@/content/reflections.ts";
import { apiFetch, ApiError } from "@/lib/client/api.ts";
import type { ReflectionCard as CardData } from "@/lib/reflections/index.ts";
import styles from "./reflection-card.module.css";

// 'Reflexión de hoy' in the chat's side panel (Reflexiones personalizadas): a subscriber's reflection
// of the day with the choice to receive it by e-mail each morning; a free account's sample with the
// invitation to subscribe. Open on wide screens; on phones a line in the panel that opens over the chat.

type State = { kind: "loading" } | { kind: "error" } | { kind: "ready"; card: CardData };

const WIDE = "(min-width: 861px)";

export function ReflectionCard({ hasPaid }: { hasPaid: boolean }) {
  const [state, setState] = useState<State>({ kind: "loading" });
  const [open, setOpen] = useState(false);
  const [mail, setMail] = useState<{ enabled: boolean; saving: boolean; note: string }>({
    enabled: false,
    saving: false,
    note: "",
  });

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the screen's width is known only here
    setOpen(window.matchMedia(WIDE).matches);
  }, []);

  // Asked again when the subscription changes (back from checkout): the sample becomes the person's own.
  useEffect(() => {
    let live = true;
    apiFetch<CardData>("chat", "reflections/today")
      .then((card) => {
        if (!live) return;
        setState({ kind: "ready", card });
        if (card.personalized) setMail({ enabled: card.mail.enabled, saving: false, note: "" });
      })
      .catch(() => live && setState({ kind: "error" }));
    return () => {
      live = false;
    };
  }, [hasPaid]);

  const toggleMail = async (enabled: boolean) => {
    setMail({ enabled, saving: true, note: "" });
    try {
      const res = await apiFetch<{ enabled: boolean }>("chat", "reflections/mail", {
        method: "PUT",
        body: JSON.stringify({ enabled }),
      });
      setMail({
        enabled: res.enabled,
        saving: false,
        note: res.enabled ? REFLECTION_TEXTS.mailOn : REFLECTION_TEXTS.mailOff,
      });
    } catch (err) {
      setMail({ enabled: !enabled, saving: false, note: err instanceof ApiError ? err.detail : "" });
    }
  };

  if (state.kind === "error") return null;
  const card = state.kind === "ready" ? state.card : null;
  const r = card?.reflection;
  return (
    <details
      className={styles.card}
      open={open}
      onToggle={(e) => setOpen(e.currentTarget.open)}
      data-testid="reflection-card"
      data-personalized={card ? String(card.personalized) : undefined}
    >
      <summary className={styles.summary}>
        <span aria-hidden="true">✦</span> <span className={styles.summaryText}>{REFLECTION_TEXTS.title}</span>
        {card && !card.personalized ? <span className={styles.badge}>{REFLECTION_TEXTS.sampleBadge}</span> : null}
      </summary>
      <div className={styles.body}>
        {!r ? (
          <p className={styles.loading} role="status">
            Preparando tu reflexión…
          </p>
        ) : (
          <>
            <blockquote className={styles.passage} data-testid="reflection-passage">
              <p>{r.passage}</p>
              <footer>
                — <a href={r.href}>{r.reference}</a>
              </footer>
            </blockquote>
            <p className={styles.text} data-testid="reflection-text">
              {r.text}
            </p>
            {card?.personalized ? (
              <div className={styles.mail}>
                <label className={styles.mailLabel}>
                  <input
                    type="checkbox"
                    checked={mail.enabled}
                    disabled={mail.saving}
                    onChange={(e) => void toggleMail(e.target.checked)}
                    data-testid="reflection-mail"
                  />
                  {REFLECTION_TEXTS.mailToggle}
                </label>
                <p className={styles.note} role="status" data-testid="reflection-mail-note">
                  {mail.note}
                </p>
              </div>
            ) : (
              <div className={styles.upsell} data-testid="reflection-upsell">
                <p>{REFLECTION_TEXTS.upsell}</p>
                <Link href="/subscribe" className="btn btn-primary" data-testid="reflection-subscribe">
                  {REFLECTION_TEXTS.subscribe}
                </Link>
              </div>
            )}
          </>
        )}
      </div>
    </details>
  );
}
