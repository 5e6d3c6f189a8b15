import { describe, expect, it } from "vitest";
import { avatarAction } from "./avatar";

const origin = "https://labs.heygen.com";
const message = (data: unknown, from = origin) =>
  new MessageEvent("message", { origin: from, data });

describe("avatarAction", () => {
  it("maps the embed's actions to widget states", () => {
    expect(avatarAction(message({ type: "streaming-embed", action: "init" }), origin)).toBe(
      "circle",
    );
    expect(avatarAction(message({ type: "streaming-embed", action: "show" }), origin)).toBe(
      "expanded",
    );
    expect(avatarAction(message({ type: "streaming-embed", action: "hide" }), origin)).toBe(
      "circle",
    );
  });

  it("ignores other origins, other types and malformed data", () => {
    const init = { type: "streaming-embed", action: "init" };
    expect(avatarAction(message(init, "https://evil.example"), origin)).toBeNull();
    expect(avatarAction(message(init, "https://labs.heygen.com.evil.example"), origin)).toBeNull();
    expect(avatarAction(message({ type: "other", action: "init" }), origin)).toBeNull();
    expect(
      avatarAction(message({ type: "streaming-embed", action: "explode" }), origin),
    ).toBeNull();
    expect(avatarAction(message("streaming-embed"), origin)).toBeNull();
    expect(avatarAction(message(null), origin)).toBeNull();
  });
});
