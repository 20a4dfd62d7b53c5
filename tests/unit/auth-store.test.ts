import { describe, expect, it, vi } from "vitest";
import { AUTH_CACHE_MS, createAuthStore, type AuthStoreDeps } from "../../lib/client/auth-store.ts";

// The client's auth store (spec §4, §5, §8) against a fake fetch and a fake clock.

const ME = "/api/v1/auth/me";
const LOGOUT = "/api/v1/auth/logout";
const USER = { id: "u1", email: "ana@example.com", first_name: "Ana", last_name: "López", profile_picture_url: null };

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

function setup(handler: (url: string) => Promise<Response> | Response) {
  let clock = 1_000_000;
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    expect(init.credentials).toBe("include");
    return handler(url);
  });
  const navigate = vi.fn<(url: string) => void>();
  const deps: AuthStoreDeps = { fetch, meUrl: ME, logoutUrl: LOGOUT, navigate, now: () => clock };
  const store = createAuthStore(deps);
  return { store, fetch, navigate, advance: (ms: number) => (clock += ms) };
}

describe("auth store: checkAuth", () => {
  it("starts loading, then authenticated with the user", async () => {
    const { store } = setup(() => json(USER));
    expect(store.getState().status).toBe("loading");
    expect(await store.checkAuth()).toEqual(USER);
    expect(store.getState()).toMatchObject({
      status: "authenticated",
      user: USER,
      error: null,
      cacheValid: true,
      inProgress: false,
    });
  });

  it("serves checks from cache for 5,000 ms, unless forced", async () => {
    const { store, fetch, advance } = setup(() => json(USER));
    await store.checkAuth();
    advance(AUTH_CACHE_MS - 1);
    await store.checkAuth();
    expect(fetch).toHaveBeenCalledTimes(1);
    await store.checkAuth(true);
    expect(fetch).toHaveBeenCalledTimes(2);
    advance(AUTH_CACHE_MS);
    await store.checkAuth();
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it("a check made while another runs waits for it, polling every 100 ms, and reuses its result", async () => {
    let release!: (r: Response) => void;
    const { store, fetch } = setup(() => new Promise<Response>((r) => (release = r)));
    vi.useFakeTimers();
    try {
      const first = store.checkAuth();
      const second = store.checkAuth();
      const forced = store.checkAuth(true);
      expect(store.getState().inProgress).toBe(true);
      await vi.advanceTimersByTimeAsync(350);
      expect(fetch).toHaveBeenCalledTimes(1);
      let secondDone = false;
      void second.then(() => (secondDone = true));
      release(json(USER));
      await first;
      // The waiter notices on its next 100 ms poll, not before.
      await vi.advanceTimersByTimeAsync(0);
      expect(secondDone).toBe(false);
      await vi.advanceTimersByTimeAsync(100);
      expect(await second).toEqual(USER);
      expect(await forced).toEqual(USER);
      expect(fetch).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it("a non-ok answer: unauthenticated with 'Not authenticated'", async () => {
    const { store } = setup(() => json({ detail: "x", code: "unauthorized:auth" }, 401));
    expect(await store.checkAuth()).toBeNull();
    expect(store.getState()).toMatchObject({ status: "unauthenticated", user: null, error: "Not authenticated" });
  });

  it("a browser known to hold no session (no session hint) is unauthenticated without a request", async () => {
    let clock = 1_000_000;
    const fetch = vi.fn(async () => json(USER));
    let hinted = false;
    const store = createAuthStore({
      fetch,
      meUrl: ME,
      logoutUrl: LOGOUT,
      navigate: vi.fn(),
      now: () => clock,
      knownSignedOut: () => !hinted,
    });
    expect(await store.checkAuth()).toBeNull();
    expect(store.getState()).toMatchObject({ status: "unauthenticated", user: null, error: "Not authenticated" });
    expect(fetch).not.toHaveBeenCalled();
    // Once signed in (the hint is there), the next check asks the server.
    hinted = true;
    clock += AUTH_CACHE_MS;
    expect(await store.checkAuth()).toEqual(USER);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("data without id or uid is not authenticated; uid alone is enough", async () => {
    const noId = setup(() => json({ email: "a@b.mx" }));
    await noId.store.checkAuth();
    expect(noId.store.getState()).toMatchObject({ status: "unauthenticated", error: "Not authenticated" });
    const uid = setup(() => json({ uid: "legacy-1", email: "a@b.mx" }));
    expect((await uid.store.checkAuth())?.id).toBe("legacy-1");
  });

  it("a missing e-mail only warns 'User profile is missing email field'", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { store } = setup(() => json({ ...USER, email: undefined }));
    const user = await store.checkAuth();
    expect(user?.id).toBe("u1");
    expect(store.getState().status).toBe("authenticated");
    expect(warn).toHaveBeenCalledWith("User profile is missing email field");
    warn.mockRestore();
  });

  it("a non-Error failure is 'Authentication failed'; an Error keeps its message", async () => {
    const odd = setup(() => Promise.reject("boom"));
    await odd.store.checkAuth();
    expect(odd.store.getState().error).toBe("Authentication failed");
    const net = setup(() => Promise.reject(new TypeError("Failed to fetch")));
    await net.store.checkAuth();
    expect(net.store.getState()).toMatchObject({ status: "unauthenticated", error: "Failed to fetch" });
  });

  it("notifies subscribers on every change", async () => {
    const { store } = setup(() => json(USER));
    const seen: string[] = [];
    const off = store.subscribe(() => seen.push(`${store.getState().status}:${store.getState().inProgress}`));
    await store.checkAuth();
    off();
    await store.checkAuth(true);
    expect(seen).toEqual(["loading:true", "authenticated:false"]);
  });
});

describe("auth store: logout", () => {
  it("clears the user and goes to logout_url", async () => {
    const { store, navigate } = setup((url) =>
      url === ME ? json(USER) : json({ logout_url: "https://issuer.example/logout" }),
    );
    await store.checkAuth();
    await store.logout();
    expect(store.getState()).toMatchObject({ status: "unauthenticated", user: null, error: null });
    expect(navigate).toHaveBeenCalledWith("https://issuer.example/logout");
  });

  it("goes to / when no logout_url is given", async () => {
    const { store, navigate } = setup((url) => (url === ME ? json(USER) : json({})));
    await store.checkAuth();
    await store.logout();
    expect(navigate).toHaveBeenCalledWith("/");
  });

  it("a failed sign-out records 'Logout failed', logs 'Error al cerrar sesión' and still goes to /", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const { store, navigate } = setup((url) => (url === ME ? json(USER) : json({ detail: "x" }, 500)));
    await store.checkAuth();
    await store.logout();
    expect(store.getState()).toMatchObject({ user: null, error: "Logout failed" });
    expect(error).toHaveBeenCalledWith("Error al cerrar sesión", expect.any(Error));
    expect(navigate).toHaveBeenCalledWith("/");
  });

  it("after sign-out the next check asks the server again", async () => {
    const { store, fetch } = setup((url) => (url === ME ? json(USER) : json({ logout_url: "/" })));
    await store.checkAuth();
    await store.logout();
    await store.checkAuth();
    expect(fetch.mock.calls.filter(([u]) => u === ME)).toHaveLength(2);
  });
});
