-- The account a person can trust (issue 15): when each session began (a fresh sign-in confirms a
-- hosted account's deletion), single-use e-mail links stored as hashes, and the stripped subscription
-- record billing law needs after an account is deleted.

-- AlterTable
ALTER TABLE "sessions" ADD COLUMN "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;

-- CreateTable
CREATE TABLE "account_tokens" (
    "id" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "purpose" TEXT NOT NULL,
    "token_hash" TEXT NOT NULL,
    "email" TEXT,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "used_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "account_tokens_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "retained_subscriptions" (
    "id" TEXT NOT NULL,
    "stripe_customer_id" TEXT,
    "stripe_subscription_id" TEXT,
    "price_id" TEXT,
    "plan" TEXT,
    "status" TEXT NOT NULL,
    "current_period_end" TIMESTAMPTZ(3),
    "provider" TEXT NOT NULL,
    "subscribed_at" TIMESTAMPTZ(3) NOT NULL,
    "account_deleted_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "retained_subscriptions_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "account_tokens_token_hash_key" ON "account_tokens"("token_hash");

-- CreateIndex
CREATE INDEX "account_tokens_user_id_purpose_idx" ON "account_tokens"("user_id", "purpose");

-- CreateIndex
CREATE INDEX "account_tokens_expires_at_idx" ON "account_tokens"("expires_at");

-- CreateIndex
CREATE UNIQUE INDEX "retained_subscriptions_stripe_subscription_id_key" ON "retained_subscriptions"("stripe_subscription_id");

-- CreateIndex
CREATE INDEX "retained_subscriptions_stripe_customer_id_idx" ON "retained_subscriptions"("stripe_customer_id");

-- AddForeignKey
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
