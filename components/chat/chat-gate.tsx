"use client";
import { useAuth } from "@/components/auth/auth-provider.tsx";
import { ChatScreen } from "./chat-screen.tsx";

/** Inside <RequireAuth>: hands the signed-in user to the chat (loading subscription, then ready). */
export function ChatGate({ dailyLimit }: { dailyLimit: number }) {
  const { user } = useAuth();
  if (!user) return null;
  return <ChatScreen user={{ id: user.id, email: user.email ?? null }} dailyLimit={dailyLimit} />;
}
