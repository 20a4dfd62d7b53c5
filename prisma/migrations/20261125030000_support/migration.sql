-- Issue 15: support with priority, opposition to analytics, and the subscriber's daily reflection.

-- AlterTable
ALTER TABLE "users" ADD COLUMN "analytics_opt_out" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN "reflection_mail" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "support_requests" (
    "id" TEXT NOT NULL,
    "user_id" TEXT,
    "email" TEXT NOT NULL,
    "topic" TEXT NOT NULL,
    "message" TEXT NOT NULL,
    "priority" BOOLEAN NOT NULL DEFAULT false,
    "mailed_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "support_requests_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "daily_reflections" (
    "user_id" TEXT NOT NULL,
    "day" TEXT NOT NULL,
    "reference" TEXT NOT NULL,
    "passage_text" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "subject_id" TEXT,
    "source" TEXT NOT NULL,
    "engine" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "daily_reflections_pkey" PRIMARY KEY ("user_id","day")
);

-- CreateTable
CREATE TABLE "reflection_mails" (
    "user_id" TEXT NOT NULL,
    "day" TEXT NOT NULL,
    "claimed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sent_at" TIMESTAMPTZ(3),

    CONSTRAINT "reflection_mails_pkey" PRIMARY KEY ("user_id","day")
);

-- CreateIndex
CREATE INDEX "support_requests_user_id_created_at_idx" ON "support_requests"("user_id", "created_at");

-- AddForeignKey
ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "daily_reflections" ADD CONSTRAINT "daily_reflections_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reflection_mails" ADD CONSTRAINT "reflection_mails_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
