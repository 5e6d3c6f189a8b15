import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  ContactSubmissionError,
  SIMULATED_DELAY_MS,
  submitContact,
  type ContactSubmission,
} from "./contact-submission";

const data: ContactSubmission = {
  name: "Erika Mustermann",
  email: "erika@example.org",
  company: "Muster GmbH",
  message: "Wir planen einen Markteintritt in Dänemark.",
};

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("submitContact without an endpoint", () => {
  beforeEach(() => vi.stubEnv("VITE_CONTACT_ENDPOINT", ""));

  it("waits 1000 ms, logs the data, sends nothing and succeeds", async () => {
    vi.useFakeTimers();
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const fetchSpy = vi.fn();
    vi.stubGlobal("fetch", fetchSpy);

    let settled = false;
    const pending = submitContact(data).then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(SIMULATED_DELAY_MS - 1);
    expect(settled).toBe(false);
    expect(log).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(1);
    await pending;
    expect(settled).toBe(true);
    expect(log).toHaveBeenCalledWith(expect.any(String), data);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe("submitContact with VITE_CONTACT_ENDPOINT", () => {
  let server: Server;
  let received: { method?: string; type?: string; body: string }[];
  let status: number;

  const url = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}/contact`;
  const readBody = async (request: IncomingMessage) => {
    let body = "";
    for await (const chunk of request) body += chunk;
    return body;
  };

  beforeEach(async () => {
    received = [];
    status = 204;
    server = createServer(async (request, response) => {
      received.push({
        method: request.method,
        type: request.headers["content-type"],
        body: await readBody(request),
      });
      response.writeHead(status).end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    vi.stubEnv("VITE_CONTACT_ENDPOINT", url());
  });

  afterEach(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it("POSTs the data as JSON and succeeds on a 2xx answer", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    await expect(submitContact(data)).resolves.toBeUndefined();
    expect(received).toEqual([
      { method: "POST", type: "application/json", body: JSON.stringify(data) },
    ]);
    expect(log).not.toHaveBeenCalled();
  });

  it("sends markup as plain JSON text", async () => {
    const withMarkup = { ...data, message: '<script>alert("x")</script> & "Zitat"' };
    await submitContact(withMarkup);
    expect(JSON.parse(received[0]!.body)).toEqual(withMarkup);
  });

  it("fails on a server error", async () => {
    status = 500;
    await expect(submitContact(data)).rejects.toThrow(ContactSubmissionError);
    await expect(submitContact(data)).rejects.toThrow("HTTP 500");
  });

  it("fails when the endpoint cannot be reached", async () => {
    const unreachable = url();
    await new Promise((resolve) => server.close(resolve));
    server = createServer(); // closed again by afterEach
    vi.stubEnv("VITE_CONTACT_ENDPOINT", unreachable);
    await expect(submitContact(data)).rejects.toThrow(ContactSubmissionError);
    expect(received).toEqual([]);
  });
});
