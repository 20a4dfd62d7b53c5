import "server-only";
import { PrismaAdapter } from "@auth/prisma-adapter";
import type { Adapter, AdapterAccount, AdapterUser } from "next-auth/adapters";
import type { PrismaClient } from "../generated/client.ts";

// next-auth's Prisma adapter over our own generated client, with two corrections:
// - createUser keeps the OIDC claims we map (first and last name, picture) in our columns;
// - linkAccount stores only the Account columns we have: token responses carry extra fields
//   (expires_in, refresh_expires_in, not-before-policy, ...) that Prisma would reject.

type PrismaAdapterClient = Parameters<typeof PrismaAdapter>[0];

const ACCOUNT_COLUMNS = [
  "userId",
  "type",
  "provider",
  "providerAccountId",
  "refresh_token",
  "access_token",
  "expires_at",
  "token_type",
  "scope",
  "id_token",
  "session_state",
] as const;

type AccountRow = Pick<AdapterAccount, "userId" | "type" | "provider" | "providerAccountId"> & {
  refresh_token?: string | null;
  access_token?: string | null;
  expires_at?: number | null;
  token_type?: string | null;
  scope?: string | null;
  id_token?: string | null;
  session_state?: string | null;
};

/** Keeps the known columns, with values of the right type (session_state may come as an object). */
export function accountRow(account: Record<string, unknown>): AccountRow {
  const row: Record<string, unknown> = {};
  for (const key of ACCOUNT_COLUMNS) {
    const value = account[key];
    if (value === undefined || value === null) continue;
    if (key === "expires_at") {
      const n = Number(value);
      if (Number.isFinite(n)) row[key] = Math.trunc(n);
    } else {
      row[key] = typeof value === "string" ? value : JSON.stringify(value);
    }
  }
  return row as AccountRow;
}

/** What our OIDC profile() returns: next-auth's user plus the claims we map. */
export interface ProfileUser {
  email?: string | null;
  emailVerified?: Date | null;
  name?: string | null;
  image?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}

export type BereaAdapter = Adapter & {
  createSession: NonNullable<Adapter["createSession"]>;
  createUser: (user: ProfileUser) => Promise<AdapterUser>;
  linkAccount: (account: AdapterAccount) => Promise<void>;
};

/** next-auth's statements on users, accounts, sessions and verification tokens. */
export function authAdapter({ prisma }: { prisma: PrismaClient }): BereaAdapter {
  const base = PrismaAdapter(prisma as unknown as PrismaAdapterClient) as unknown as Adapter;
  if (!base.createSession) throw new Error("the Prisma adapter has no createSession");
  return {
    ...base,
    createSession: base.createSession,
    async createUser(user) {
      const created = await prisma.user.create({
        data: {
          email: user.email ? user.email.toLowerCase() : null,
          emailVerified: user.emailVerified ?? null,
          name: user.name ?? null,
          image: user.image ?? null,
          firstName: user.firstName ?? null,
          lastName: user.lastName ?? null,
        },
      });
      return { ...created, email: created.email ?? "" } as AdapterUser;
    },
    async linkAccount(account) {
      await prisma.account.create({ data: accountRow(account as unknown as Record<string, unknown>) });
    },
  };
}
