-- Conversations (issue 13): a signed-in user's messages are grouped in threads, and the landing
-- page's demo keeps its answered questions for 24 hours (follow-ups, and carrying the demo into a
-- new account). Existing messages move into one thread per user, titled by that user's first question.

-- CreateTable
CREATE TABLE "conversations" (
    "id" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "title" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "conversations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "guest_turns" (
    "id" TEXT NOT NULL,
    "guest_id" TEXT NOT NULL,
    "demo_key" TEXT NOT NULL,
    "question" TEXT NOT NULL,
    "answer" TEXT NOT NULL,
    "citations" JSONB,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "guest_turns_pkey" PRIMARY KEY ("id")
);

-- One thread per user who has messages. The id is derived from the user's id ('c' + md5, 33
-- characters like a cuid's length class) so the statement needs no id generator of the database.
INSERT INTO "conversations" ("id", "user_id", "title", "created_at", "updated_at")
SELECT 'c' || md5('conversation:' || m."user_id"),
       m."user_id",
       (SELECT left(regexp_replace(btrim(f."text"), '\s+', ' ', 'g'), 80)
          FROM "chat_messages" f
         WHERE f."user_id" = m."user_id" AND f."sender" = 'user'
         ORDER BY f."created_at", f."id" LIMIT 1),
       min(m."created_at"),
       max(m."created_at")
  FROM "chat_messages" m
 GROUP BY m."user_id";

-- AlterTable
ALTER TABLE "chat_messages" ADD COLUMN "conversation_id" TEXT;
ALTER TABLE "chat_messages" ADD COLUMN "api_json" TEXT;

-- Each message's JSON as the API shows it (GET chat/history, a thread's read), rendered once when
-- the row is written instead of on every read: the history read then only joins stored texts
-- (bench/chat-http.ts). The same fields, values and order as lib/chat/messages.ts's toApiMessage:
-- sender and status normalised, citations kept only when they have a string reference and text.
CREATE FUNCTION "chat_messages_api_json"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."api_json" := json_build_object(
    'id', NEW."id",
    'text', NEW."text",
    'sender', CASE WHEN NEW."sender" = 'bot' THEN 'bot' ELSE 'user' END,
    'timestamp', to_char(NEW."created_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'user_id', NEW."user_id",
    'citations', coalesce((
      SELECT json_agg(c ORDER BY i) FROM jsonb_array_elements(
        CASE WHEN jsonb_typeof(NEW."citations") = 'array' THEN NEW."citations" ELSE '[]'::jsonb END
      ) WITH ORDINALITY AS e(c, i)
      WHERE jsonb_typeof(c->'reference') = 'string' AND jsonb_typeof(c->'text') = 'string'
    ), '[]'::json),
    'status', CASE WHEN NEW."status" = 'failed' THEN 'failed' ELSE 'ok' END
  )::text;
  RETURN NEW;
END
$$;

CREATE TRIGGER "chat_messages_api_json" BEFORE INSERT OR UPDATE ON "chat_messages"
  FOR EACH ROW EXECUTE FUNCTION "chat_messages_api_json"();

-- Fills conversation_id and (through the trigger) api_json of every existing message.
UPDATE "chat_messages" SET "conversation_id" = 'c' || md5('conversation:' || "user_id");
ALTER TABLE "chat_messages" ALTER COLUMN "conversation_id" SET NOT NULL;

-- CreateIndex
CREATE INDEX "chat_messages_conversation_id_created_at_id_idx" ON "chat_messages"("conversation_id", "created_at", "id");

-- CreateIndex
CREATE INDEX "conversations_user_id_updated_at_id_idx" ON "conversations"("user_id", "updated_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "guest_turns_demo_key_created_at_idx" ON "guest_turns"("demo_key", "created_at");

-- CreateIndex
CREATE INDEX "guest_turns_expires_at_idx" ON "guest_turns"("expires_at");

-- AddForeignKey
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_conversation_id_fkey" FOREIGN KEY ("conversation_id") REFERENCES "conversations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
