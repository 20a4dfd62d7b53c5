import { describe, expect, it } from "vitest";
import { displayName } from "../../components/account/account-view.tsx";
import { LOGIN_MESSAGES, loginFailureMessage } from "../../components/auth/login-redirect.tsx";
import { ApiError } from "../../lib/client/api.ts";

describe("Mi Cuenta: Nombre", () => {
  it("joins first and last name, takes either alone, else 'No especificado'", () => {
    expect(displayName("Ana", "López")).toBe("Ana López");
    expect(displayName("Ana", null)).toBe("Ana");
    expect(displayName(null, "López")).toBe("López");
    expect(displayName("  ", "")).toBe("No especificado");
    expect(displayName(null, undefined)).toBe("No especificado");
  });
});

describe("/login failures use the spec's sentences", () => {
  it("no answer or provider down → connect; other HTTP failure → no URL; anything else → invalid", () => {
    expect(loginFailureMessage(new ApiError(0, "network", "Failed to fetch", true))).toBe(
      "Failed to connect to authentication service. Please try again later.",
    );
    expect(loginFailureMessage(new ApiError(503, "upstream:auth_provider", "x"))).toBe(LOGIN_MESSAGES.connect);
    expect(loginFailureMessage(new ApiError(404, "not_found:route", "x"))).toBe("Failed to get authorization URL");
    expect(loginFailureMessage(new SyntaxError("Unexpected token <"))).toBe("Invalid response from auth server");
    expect(LOGIN_MESSAGES).toMatchObject({
      redirecting: "Redirecting to login...",
      errorTitle: "Authentication Error",
      tryAgain: "Try Again",
      authFailed: "Authentication failed. Please try again.",
    });
  });
});
