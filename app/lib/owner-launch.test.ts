import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { expect, test } from "vitest";
import { contentWith, off, siteSettings } from "#tests/support/optional-settings-content";

/**
 * Issue 30's owner: the identity and the legal settings made their own (the hosting chosen), the avatar and /hexacore
 * switched off (and the button that led there retargeted, as the check asks). What the launch
 * check then lists is real material only (photos, evidence, approvals, sample texts to replace),
 * each under its form's editor link: nothing that needs a developer.
 */
test("after an owner's settings, the launch check lists only real material, each form with its editor link", async () => {
  const content = contentWith({
    [siteSettings]: (file) => {
      delete file.sample;
      file.brand = "Förde";
      file.firm = { name: "Förde Strategieberatung" };
      file.phone = "+49 431 123456";
      file.email = "kontakt@foerde-beratung.de";
      file.url = "https://www.foerde-beratung.de";
      delete file.legal.sample;
      file.legal.hostingPlatform = "server";
      delete file.legal.hosting.sample;
      delete file.legal.mailProvider.sample;
      file.embeds.avatar = off;
      file.embeds.voiceAgent = off;
      delete file.embeds.video.value.sample;
      delete file.embeds.video.value.provider.sample;
      file.embeds.video.value.videoId = "a1B2c3D4e5F";
      file.pages = { ...file.pages, hexacore: false };
    },
    "pages/home.yaml": (file) => void (file.hexacore.link.to = "/leistungen/decision-architecture"),
    "pages/services-overview.yaml": (file) =>
      void (file.labels.frameworkLink.to = "/leistungen/decision-architecture"),
    "services/decision-architecture.yaml": (file) => delete file.approach.link,
  });
  const run = await promisify(execFile)(
    process.execPath,
    ["--import", "tsx", "scripts/launch-check.ts"],
    { env: { ...process.env, CONTENT_DIR: content } },
  ).catch((error: { code: number; stdout: string }) => error);
  expect("code" in run && run.code).toBe(1);
  const lines = run.stdout.split("\n");
  const groups = lines.flatMap((line, index) =>
    / · content\/.+\.yaml$/.test(line) ? [index] : [],
  );
  expect(groups.length, run.stdout + ("stderr" in run ? String(run.stderr) : "")).toBeGreaterThan(
    0,
  );
  for (const index of groups) {
    expect(lines[index + 1], lines[index]).toMatch(
      /^ {2}http:\/\/127\.0\.0\.1:5180\/keystatic\/(singleton|collection)\//,
    );
  }
  const items = lines.filter((line) => line.startsWith("  - "));
  const realMaterial =
    /Beispielinhalt|Beleg fehlt|ohne Beleg|Freigabe des genannten Kunden|ohne schriftliche Freigabe der Firma|Porträtfoto fehlt|Logo/;
  expect(items.filter((line) => !realMaterial.test(line))).toEqual([]);
  expect(run.stdout).not.toMatch(
    /Platzhalter „|embeds\.(avatar|voiceAgent)|HeyGen|ElevenLabs|hexacore\.yaml|Inhaltsdateien fehlerhaft/,
  );
});
