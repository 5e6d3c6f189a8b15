import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { ErrorBoundary } from "./root";

/** A page under the root's error boundary whose data fails with `failure`. */
function renderFailing(failure: unknown) {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => null,
      loader: () => {
        throw failure;
      },
      ErrorBoundary: ErrorBoundary as never,
    },
  ]);
  render(<Stub initialEntries={["/"]} />);
}

describe("the router's error screen", () => {
  it("shows 'Unexpected Application Error!' with the error's message", async () => {
    renderFailing(new Error("Inhalt fehlt"));
    expect(
      await screen.findByRole("heading", { name: "Unexpected Application Error!" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Inhalt fehlt")).toBeInTheDocument();
  });

  it("shows status and text of an error response", async () => {
    renderFailing(new Response(null, { status: 503, statusText: "Service Unavailable" }));
    expect(
      await screen.findByRole("heading", { name: "Unexpected Application Error!" }),
    ).toBeInTheDocument();
    expect(screen.getByText("503 Service Unavailable")).toBeInTheDocument();
  });

  it("shows the not-found screen for a 404", async () => {
    renderFailing(new Response(null, { status: 404 }));
    expect(await screen.findByText("Oops! Page not found")).toBeInTheDocument();
  });
});
