import { readFileSync } from "node:fs";
import { join } from "node:path";
import { act, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { loaders, workletSource } from "../../../scripts/elevenlabs-worklets";
import { site } from "#app/content/site";
import { setConsent } from "#app/lib/consent";
import { VoiceAgent } from "./voice-agent";
import { workletPaths } from "./worklet-paths";

const { registerWidget } = vi.hoisted(() => ({ registerWidget: vi.fn() }));
vi.mock("@elevenlabs/convai-widget-core", () => ({ registerWidget }));

describe("self-hosted ElevenLabs worklets", () => {
  it.each(Object.entries(workletPaths))("%s is served unchanged from %s", async (name, path) => {
    const copy = readFileSync(join(process.cwd(), "public", path), "utf8");
    const original = await workletSource(loaders[name as keyof typeof loaders]);
    expect(copy, "stale copy: run `npx tsx scripts/elevenlabs-worklets.ts`").toBe(original);
  });
});

describe("VoiceAgent", () => {
  afterEach(() => registerWidget.mockClear());

  const renderAgent = () =>
    render(
      <MemoryRouter>
        <VoiceAgent />
      </MemoryRouter>,
    );

  it("shows nothing and loads nothing while no choice is made", () => {
    const { container } = renderAgent();
    expect(container).toBeEmptyDOMElement();
    expect(registerWidget).not.toHaveBeenCalled();
  });

  it("after 'Nur essenzielle' offers a placeholder that loads the agent on click", async () => {
    setConsent("declined");
    const { container } = renderAgent();
    expect(registerWidget).not.toHaveBeenCalled();
    const button = screen.getByRole("button", { name: /Sprachassistent laden.*ElevenLabs/ });
    expect(screen.getByRole("link", { name: "Datenschutz" })).toHaveAttribute(
      "href",
      "/datenschutz",
    );
    await act(async () => button.click());
    const element = container.querySelector("elevenlabs-convai");
    expect(element).not.toBeNull();
    expect(registerWidget).toHaveBeenCalledWith("elevenlabs-convai");
    expect(element).toHaveAttribute("agent-id", site.embeds.voiceAgentId);
    expect(element).toHaveAttribute(
      "worklet-path-raw-audio-processor",
      workletPaths.rawAudioProcessor,
    );
    expect(element?.getAttribute("user-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });
});
