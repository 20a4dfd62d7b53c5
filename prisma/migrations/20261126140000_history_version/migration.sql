-- A counter per thread that changes whenever one of its messages is written, changed or removed, so
-- GET chat/history can keep the thread's rendered JSON in process and check it with one small
-- statement (the session and this counter) instead of reading and sending ~41 KB on every call
-- (bench/chat-http.ts). Kept by the database, not by the code that writes messages, so no write path
-- (Prisma, raw SQL, cascades, another instance) can forget it.
ALTER TABLE "conversations" ADD COLUMN "messages_version" INTEGER NOT NULL DEFAULT 0;

CREATE FUNCTION "conversations_messages_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE "conversations" SET "messages_version" = "messages_version" + 1 WHERE "id" = OLD."conversation_id";
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW."conversation_id" IS DISTINCT FROM OLD."conversation_id") THEN
    UPDATE "conversations" SET "messages_version" = "messages_version" + 1 WHERE "id" = NEW."conversation_id";
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER "conversations_messages_version" AFTER INSERT OR UPDATE OR DELETE ON "chat_messages"
  FOR EACH ROW EXECUTE FUNCTION "conversations_messages_version"();
