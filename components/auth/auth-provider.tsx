"use client";
import { createContext, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from "react";
import { apiUrl } from "@/lib/client/api.ts";
import { cookieStringHasSessionHint } from "@/lib/auth/session-hint.ts";
import {
  createAuthStore,
  INITIAL_AUTH_STATE,
  type AuthStore,
  type AuthStatus,
  type AuthUser,
} from "@/lib/client/auth-store.ts";

// The auth store for React: <AuthProvider> (in app/layout.tsx) checks the session once on load;
// useAuth() gives any client component the current status and user.
//
//   const { status, user, error, checkAuth, logout } = useAuth();
//   status: 'loading' | 'authenticated' | 'unauthenticated'
//   user:   { id, email, first_name, last_name, profile_picture_url } | null

export interface UseAuth {
  status: AuthStatus;
  user: AuthUser | null;
  error: string | null;
  checkAuth: (force?: boolean) => Promise<AuthUser | null>;
  logout: () => Promise<void>;
}

const AuthContext = createContext<AuthStore | null>(null);

let browserStore: AuthStore | undefined;
function getBrowserStore(): AuthStore {
  const meUrl = apiUrl("auth", "auth/me");
  browserStore ??= createAuthStore({
    fetch: (url, init) => fetch(url, init),
    meUrl,
    logoutUrl: apiUrl("auth", "auth/logout"),
    navigate: (url) => window.location.assign(url),
    // A guest is known without asking (GET auth/me's 401 would be logged as a console error on every
    // public page); only when auth/me is this origin's, whose cookies the page can see.
    knownSignedOut: () =>
      new URL(meUrl, window.location.href).origin === window.location.origin &&
      !cookieStringHasSessionHint(document.cookie),
  });
  return browserStore;
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const store = useMemo(() => (typeof window === "undefined" ? null : getBrowserStore()), []);
  useEffect(() => {
    void store?.checkAuth();
  }, [store]);
  return <AuthContext.Provider value={store}>{children}</AuthContext.Provider>;
}

const noop = () => () => {};
const serverSnapshot = () => INITIAL_AUTH_STATE;

export function useAuth(): UseAuth {
  const store = useContext(AuthContext);
  const state = useSyncExternalStore(store?.subscribe ?? noop, store?.getState ?? serverSnapshot, serverSnapshot);
  return useMemo(
    () => ({
      status: state.status,
      user: state.user,
      error: state.error,
      checkAuth: (force?: boolean) => store?.checkAuth(force) ?? Promise.resolve(null),
      logout: () => store?.logout() ?? Promise.resolve(),
    }),
    [state, store],
  );
}
