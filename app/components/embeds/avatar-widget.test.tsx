import { act, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { setConsent } from "#app/lib/consent";
import { AvatarWidget, avatarAction } from "./avatar-widget";

const origin = "https://labs.heygen.com";
const url = `${origin}/guest/streaming-embed?share=test&inIFrame=1`;
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

describe("AvatarWidget", () => {
  const renderWidget = () =>
    render(
      <MemoryRouter>
        <AvatarWidget url={url} />
      </MemoryRouter>,
    );

  it("renders nothing while no choice is made", () => {
    const { container } = renderWidget();
    expect(container).toBeEmptyDOMElement();
  });

  it("after 'Nur essenzielle' loads the iframe only on request", async () => {
    setConsent("declined");
    const { container } = renderWidget();
    expect(container.querySelector("iframe")).toBeNull();
    await act(async () =>
      screen.getByRole("button", { name: /^KI-Avatar laden.*HeyGen/ }).click(),
    );
    const frame = container.querySelector("iframe");
    expect(frame).toHaveAttribute("src", url);
    expect(frame).toHaveAttribute("allow", "microphone");
    expect(frame).toHaveAttribute("title");
  });

  it("with consent starts hidden, follows the embed's messages and stops listening when removed", () => {
    setConsent("accepted");
    const { container, unmount } = renderWidget();
    const widget = () => container.querySelector("[data-avatar-widget]");
    expect(widget()).toHaveAttribute("data-state", "hidden");

    act(
      () =>
        void window.dispatchEvent(
          message({ type: "streaming-embed", action: "show" }, "https://evil.example"),
        ),
    );
    expect(widget()).toHaveAttribute("data-state", "hidden");
    act(() => void window.dispatchEvent(message({ type: "streaming-embed", action: "init" })));
    expect(widget()).toHaveAttribute("data-state", "circle");
    act(() => void window.dispatchEvent(message({ type: "streaming-embed", action: "show" })));
    expect(widget()).toHaveAttribute("data-state", "expanded");
    act(() => void window.dispatchEvent(message({ type: "streaming-embed", action: "hide" })));
    expect(widget()).toHaveAttribute("data-state", "circle");

    const removeSpy = vi.spyOn(window, "removeEventListener");
    unmount();
    expect(removeSpy).toHaveBeenCalledWith("message", expect.any(Function));
    removeSpy.mockRestore();
  });
});
