// The browser's record of who is signed in (spec §3 "Session record kept by the client", §4, §5, §8),
// as a small framework-free store so its rules can be tested with a fake fetch:
// - a check is served from cache for 5,000 ms unless forced;
// - a check made while another runs waits for it, polling every 100 ms, and reuses its result;
// - a browser known to hold no session (no session hint) is "not authenticated" without a request;
// - only an ok response counts; data without id or uid is "not authenticated"; a missing e-mail
//   only warns;
// - sign-out goes to logout_url (or "/"); a failed sign-out records the error and still goes to "/".

export const AUTH_CACHE_MS = 5000;
export const AUTH_POLL_MS = 100;

export interface AuthUser {
  id: string;
  uid?: string;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  profile_picture_url: string | null;
}

export type AuthStatus = "loading" | "authenticated" | "unauthenticated";

export interface AuthState {
  status: AuthStatus;
  user: AuthUser | null;
  error: string | null;
  /** Time of the last completed check (ms since epoch), 0 before the first. */
  lastChecked: number;
  inProgress: boolean;
  cacheValid: boolean;
}

export interface AuthStoreDeps {
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  meUrl: string;
  logoutUrl: string;
  navigate: (url: string) => void;
  /**
   * True when this browser surely has no session (no session hint, lib/auth/session-hint.ts): the
   * check then ends as a failed one would, "Not authenticated", without asking the server.
   */
  knownSignedOut?: () => boolean;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

export interface AuthStore {
  getState(): AuthState;
  subscribe(listener: () => void): () => void;
  checkAuth(force?: boolean): Promise<AuthUser | null>;
  logout(): Promise<void>;
}

export const INITIAL_AUTH_STATE: AuthState = {
  status: "loading",
  user: null,
  error: null,
  lastChecked: 0,
  inProgress: false,
  cacheValid: false,
};

function toUser(data: unknown): AuthUser | null {
  if (!data || typeof data !== "object") return null;
  const d = data as Record<string, unknown>;
  const id = typeof d.id === "string" && d.id ? d.id : typeof d.uid === "string" && d.uid ? d.uid : null;
  if (!id) return null;
  const str = (v: unknown) => (typeof v === "string" && v ? v : null);
  return {
    id,
    ...(typeof d.uid === "string" ? { uid: d.uid } : {}),
    email: str(d.email),
    first_name: str(d.first_name),
    last_name: str(d.last_name),
    profile_picture_url: str(d.profile_picture_url),
  };
}

export function createAuthStore(deps: AuthStoreDeps): AuthStore {
  const now = deps.now ?? Date.now;
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  let state: AuthState = INITIAL_AUTH_STATE;
  const listeners = new Set<() => void>();

  function set(patch: Partial<AuthState>) {
    state = { ...state, ...patch };
    for (const l of listeners) l();
  }

  async function runCheck(): Promise<AuthUser | null> {
    set({ inProgress: true });
    try {
      if (deps.knownSignedOut?.()) throw new Error("Not authenticated");
      const res = await deps.fetch(deps.meUrl, { credentials: "include", headers: { accept: "application/json" } });
      if (!res.ok) throw new Error("Not authenticated");
      const user = toUser(await res.json());
      if (!user) throw new Error("Not authenticated");
      if (!user.email) console.warn("User profile is missing email field");
      set({ status: "authenticated", user, error: null, lastChecked: now(), cacheValid: true, inProgress: false });
      return user;
    } catch (err) {
      const message = err instanceof Error ? err.message : "Authentication failed";
      set({
        status: "unauthenticated",
        user: null,
        error: message,
        lastChecked: now(),
        cacheValid: true,
        inProgress: false,
      });
      return null;
    }
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async checkAuth(force = false) {
      if (!force && state.cacheValid && now() - state.lastChecked < AUTH_CACHE_MS) return state.user;
      if (state.inProgress) {
        while (state.inProgress) await sleep(AUTH_POLL_MS);
        return state.user;
      }
      return runCheck();
    },
    async logout() {
      try {
        const res = await deps.fetch(deps.logoutUrl, {
          credentials: "include",
          headers: { accept: "application/json" },
        });
        if (!res.ok) throw new Error("Logout failed");
        const data = (await res.json().catch(() => ({}))) as { logout_url?: unknown };
        set({ status: "unauthenticated", user: null, error: null, cacheValid: false });
        deps.navigate(typeof data.logout_url === "string" && data.logout_url ? data.logout_url : "/");
      } catch (err) {
        console.error("Error al cerrar sesión", err);
        set({
          status: "unauthenticated",
          user: null,
          error: err instanceof Error ? err.message : "Logout failed",
          cacheValid: false,
        });
        deps.navigate("/");
      }
    },
  };
}
