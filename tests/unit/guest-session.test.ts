import { describe, expect, it } from "vitest";
import { parseGuestSessionId } from "../../lib/chat/guest-session.ts";

describe("guest session id", () => {
  it("is one counter key however the UUID is written", () => {
    const id = "818A3B84-8EBA-4D3B-986C-D09250E8709F";
    expect(parseGuestSessionId(` ${id} `)).toBe(id.toLowerCase());
    expect(parseGuestSessionId(id.toLowerCase())).toBe(id.toLowerCase());
  });

  it("anything but a UUID is a 400 with the guest-session code", () => {
    for (const bad of [null, undefined, "", "not-a-uuid", "818a3b84-8eba-4d3b-986c"]) {
      expect(() => parseGuestSessionId(bad)).toThrow(
        expect.objectContaining({ status: 400, code: "bad_request:guest_session" }),
      );
    }
  });
});
