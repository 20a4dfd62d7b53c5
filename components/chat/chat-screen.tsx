"use client";
import { ChatRoom } from "./chat-room.tsx";
import { useSubscriptionStatus } from "./use-subscription-status.ts";
import styles from "./chat.module.css";

export interface ChatUser {
  id: string;
  email: string | null;
}

/** Signed in: loading the subscription status, then the error box or the ready chat. */
export function ChatScreen({ user, dailyLimit }: { user: ChatUser; dailyLimit: number }) {
  const status = useSubscriptionStatus(user.id);
  if (status.kind === "loading") {
    return (
      <div className={styles.center} data-testid="chat-loading-subscription">
        <div className="spinner" role="status" aria-label="Verificando tu suscripción" />
      </div>
    );
  }
  if (status.kind === "error") {
    return (
      <div className={styles.errorBox} role="alert" data-testid="chat-subscription-error">
        Error al verificar la suscripción: {status.detail}
      </div>
    );
  }
  return (
    <ChatRoom
      userId={user.id}
      email={user.email}
      hasPaid={status.hasPaid}
      dailyLimit={dailyLimit}
      justSubscribed={status.justSubscribed === true}
    />
  );
}
