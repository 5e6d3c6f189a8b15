import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { initTooltips, openDelay, skipDelay } from "./tooltips";

const markup = (name: string) =>
  `<span data-tooltip><button aria-label="${name}"></button><span role="tooltip" hidden>${name}</span></span>`;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "performance"] });
  document.body.innerHTML = markup("Farbschema") + markup("Menü");
  initTooltips();
});
afterEach(() => vi.useRealTimers());

const tip = (wrapper: HTMLElement) => wrapper.querySelector<HTMLElement>("[role=tooltip]")!;
const wrappers = () => [...document.querySelectorAll<HTMLElement>("[data-tooltip]")];

describe("tooltips", () => {
  it("open after 700 ms of hovering, not before, and close on leaving", () => {
    const [theme] = wrappers();
    theme!.dispatchEvent(new Event("pointerenter"));
    vi.advanceTimersByTime(openDelay - 1);
    expect(tip(theme!).hidden).toBe(true);
    vi.advanceTimersByTime(1);
    expect(tip(theme!).hidden).toBe(false);
    theme!.dispatchEvent(new Event("pointerleave"));
    expect(tip(theme!).hidden).toBe(true);
  });

  it("within 300 ms of one closing, the next opens at once; later it waits again", () => {
    const [theme, menu] = wrappers();
    theme!.dispatchEvent(new Event("pointerenter"));
    vi.advanceTimersByTime(openDelay);
    theme!.dispatchEvent(new Event("pointerleave"));
    vi.advanceTimersByTime(skipDelay - 1);
    menu!.dispatchEvent(new Event("pointerenter"));
    vi.advanceTimersByTime(0);
    expect(tip(menu!).hidden).toBe(false);

    menu!.dispatchEvent(new Event("pointerleave"));
    vi.advanceTimersByTime(skipDelay + 1);
    theme!.dispatchEvent(new Event("pointerenter"));
    vi.advanceTimersByTime(openDelay - 1);
    expect(tip(theme!).hidden).toBe(true);
  });

  it("Escape closes an open tooltip", () => {
    const [theme] = wrappers();
    theme!.dispatchEvent(new Event("pointerenter"));
    vi.advanceTimersByTime(openDelay);
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape" }));
    expect(tip(theme!).hidden).toBe(true);
  });
});
