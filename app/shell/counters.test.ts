import { act, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Counter, countAt } from "./counter";

/** A controllable IntersectionObserver: `scrollIntoView()` reports every observed element as visible. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  elements: Element[] = [];
  disconnected = false;
  constructor(private callback: IntersectionObserverCallback) {
    FakeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.elements.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
  report(isIntersecting: boolean) {
    if (this.disconnected) return;
    const entries = this.elements.map(
      (target) => ({ target, isIntersecting }) as IntersectionObserverEntry,
    );
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

function setReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    "matchMedia",
    vi.fn((query: string) => ({
      matches: reduce && query.includes("prefers-reduced-motion: reduce"),
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

const shown = () => screen.getByTestId("counter-value").textContent;

function scrollIntoView() {
  act(() => FakeObserver.instances.forEach((observer) => observer.report(true)));
}

describe("Counter", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeObserver.instances = [];
    vi.stubGlobal("IntersectionObserver", FakeObserver);
    setReducedMotion(false);
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("puts the final value into the prerendered HTML", () => {
    const html = renderToString(<Counter target={15} suffix="+" />);
    expect(html).not.toMatch(/>0\+</);
    expect(html.match(/>15\+</g)).toHaveLength(3);
  });

  it("waits at 0 until it is in view, then counts up to the target in 2000 ms", () => {
    render(<Counter target={50} suffix="+" />);
    expect(shown()).toBe("0+");
    act(() => FakeObserver.instances[0]!.report(false));
    vi.advanceTimersByTime(3000);
    expect(shown()).toBe("0+");

    scrollIntoView();
    act(() => vi.advanceTimersByTime(500));
    const early = Number.parseInt(shown()!, 10);
    // Ease-out: after a quarter of the time, well over a quarter of the way.
    expect(early).toBeGreaterThan(12);
    expect(early).toBeLessThan(50);
    act(() => vi.advanceTimersByTime(1000));
    expect(Number.parseInt(shown()!, 10)).toBeLessThan(50);
    act(() => vi.advanceTimersByTime(600));
    expect(shown()).toBe("50+");
  });

  it("counts only once", () => {
    render(<Counter target={15} suffix="+" />);
    scrollIntoView();
    act(() => vi.advanceTimersByTime(2100));
    expect(shown()).toBe("15+");
    expect(FakeObserver.instances[0]!.disconnected).toBe(true);
    scrollIntoView();
    act(() => vi.advanceTimersByTime(100));
    expect(shown()).toBe("15+");
  });

  it("gives screen readers the final value while the figure counts", () => {
    render(<Counter target={15} suffix="+" />);
    scrollIntoView();
    act(() => vi.advanceTimersByTime(300));
    expect(shown()).not.toBe("15+");
    const spoken = screen.getByText("15+", { selector: ".sr-only" });
    expect(spoken).toBeInTheDocument();
    expect(screen.getByTestId("counter-value").closest("[aria-hidden='true']")).not.toBeNull();
  });

  it("shows the final value at once with reduced motion", () => {
    setReducedMotion(true);
    render(<Counter target={15} suffix="+" />);
    expect(shown()).toBe("15+");
    expect(FakeObserver.instances).toHaveLength(0);
  });

  it("keeps the final value without IntersectionObserver", () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    render(<Counter target={50} suffix="+" />);
    expect(shown()).toBe("50+");
  });

  it("reserves the width of the final value so counting moves nothing", () => {
    render(<Counter target={50} suffix="+" />);
    const reserve = screen.getByTestId("counter-value").previousElementSibling;
    expect(reserve).toHaveTextContent("50+");
    expect(reserve).toHaveClass("invisible");
  });
});

describe("countAt", () => {
  it("starts at 0, eases out and ends exactly on the target", () => {
    expect(countAt(50, 0, 2000)).toBe(0);
    expect(countAt(50, 1000, 2000)).toBe(44);
    expect(countAt(50, 2000, 2000)).toBe(50);
    expect(countAt(50, 5000, 2000)).toBe(50);
  });
});
