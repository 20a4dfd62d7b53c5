// Shapes the chat screen works with, as the API sends them.

import type { Citation } from "@/lib/citation.ts";
export type { Citation };

export interface ChatMessageView {
  /** Server id, or a local id for messages not stored (yet). */
  id: string;
  text: string;
  sender: "user" | "bot";
  timestamp: string;
  citations: Citation[];
  /**
   * 'failed': a question whose answer failed, offered again with 'Reintentar'. 'streaming': an answer
   * arriving. 'stopped': the person pressed 'Detener' (on a question: before any answer arrived; on
   * an answer: after part of it did).
   */
  status: "ok" | "failed" | "streaming" | "stopped";
}

export interface QuotaView {
  count: number;
  remaining: number;
  /** The daily allowance the server counts against (chat/quota's `limit`). */
  limit?: number;
  unlimited?: boolean;
}
