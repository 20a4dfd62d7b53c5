"use client";
// The browser's one way to call Berea's API. Three base addresses (auth, chat, payments) are
// configurable and default to this origin's /api/v1; every call carries credentials so the server
// knows the session. Failures come back as ApiError with the server's {detail, code}.
import { publicSetting } from "../public-env.ts";

export type ApiArea = "auth" | "chat" | "payments";

const BASES: Record<ApiArea, string> = {
  auth: publicSetting("NEXT_PUBLIC_AUTH_API_URL"),
  chat: publicSetting("NEXT_PUBLIC_CHAT_API_URL"),
  payments: publicSetting("NEXT_PUBLIC_PAYMENTS_API_URL"),
};

export function apiUrl(area: ApiArea, path: string): string {
  return `${BASES[area].replace(/\/$/, "")}/${path.replace(/^\//, "")}`;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly detail: string,
    /** True when the request never got an HTTP answer (offline, CORS refusal). */
    readonly network = false,
  ) {
    super(detail);
    this.name = "ApiError";
  }
}

/** The `{detail, code}` of a failed answer as an ApiError (the status text when the body is not JSON). */
export async function apiErrorFrom(res: Response): Promise<ApiError> {
  let detail = res.statusText || `HTTP ${res.status}`;
  let code = `http:${res.status}`;
  try {
    const body = (await res.json()) as { detail?: unknown; code?: unknown };
    if (typeof body.detail === "string") detail = body.detail;
    if (typeof body.code === "string") code = body.code;
  } catch {
    // Not JSON: keep the status text.
  }
  return new ApiError(res.status, code, detail);
}

export async function apiFetch<T>(area: ApiArea, path: string, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  if (init.body && !headers.has("Content-Type")) headers.set("Content-Type", "application/json");
  let res: Response;
  try {
    res = await fetch(apiUrl(area, path), { ...init, headers, credentials: "include" });
  } catch (err) {
    throw new ApiError(0, "network", err instanceof Error ? err.message : String(err), true);
  }
  if (!res.ok) throw await apiErrorFrom(res);
  if (res.status === 204) return undefined as T;
  return (await res.json()) as T;
}
