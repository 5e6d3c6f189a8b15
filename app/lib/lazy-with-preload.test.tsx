import { render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { describe, expect, it } from "vitest";
import { lazyWithPreload } from "./lazy-with-preload";

const Hello = ({ name }: { name: string }) => <p>Hallo {name}</p>;

describe("lazyWithPreload", () => {
  it("suspends like React.lazy while its code is not loaded", async () => {
    const Lazy = lazyWithPreload(async () => Hello);
    render(
      <Suspense fallback={<p>lädt</p>}>
        <Lazy name="Erika" />
      </Suspense>,
    );
    expect(screen.getByText("lädt")).toBeInTheDocument();
    expect(await screen.findByText("Hallo Erika")).toBeInTheDocument();
  });

  it("renders at once, without the fallback, once preloaded", async () => {
    let loads = 0;
    const Lazy = lazyWithPreload(async () => {
      loads += 1;
      return Hello;
    });
    await Lazy.preload();
    await Lazy.preload();
    render(
      <Suspense fallback={<p>lädt</p>}>
        <Lazy name="Jonas" />
      </Suspense>,
    );
    expect(screen.queryByText("lädt")).not.toBeInTheDocument();
    expect(screen.getByText("Hallo Jonas")).toBeInTheDocument();
    expect(loads).toBe(1);
  });

  it("tries again after a failed load", async () => {
    let attempt = 0;
    const Lazy = lazyWithPreload(async () => {
      attempt += 1;
      if (attempt === 1) throw new Error("offline");
      return Hello;
    });
    await expect(Lazy.preload()).rejects.toThrow("offline");
    await expect(Lazy.preload()).resolves.toBe(Hello);
  });
});
