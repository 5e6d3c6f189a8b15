import { readPage } from "#app/content/files/collections";
import { expect, presetConsent, test } from "./fixtures";

const {
  cta: hexacoreBetaCta,
  coreFactors: hexacoreCoreFactors,
  foundations: hexacoreFoundations,
  hero: hexacoreHero,
  labels: hexacoreLabels,
  method: hexacoreMethod,
} = readPage("hexacore");
const {
  keyFigures,
  faq: programmeFaq,
  labels: programmeLabels,
  nextStep: programmeNextStep,
  weeks: programmeWeeks,
  successCriteria,
  sections: programmeSections,
  problems,
} = readPage("programme");

test.beforeEach(async ({ page }) => presetConsent(page, "declined"));

test("/hexacore is marked beta, cites its sources and offers beta access", async ({ page }) => {
  await page.goto("/hexacore");
  const hero = page.locator("section").filter({ has: page.getByRole("heading", { level: 1 }) });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(hexacoreHero.title);
  await expect(hero.getByText("Beta", { exact: true })).toBeVisible();
  await expect(
    hero.getByRole("list", { name: hexacoreLabels.diagram }).getByRole("listitem"),
  ).toHaveText(hexacoreCoreFactors.map((factor) => new RegExp(`${factor}$`)));

  const method = page.getByRole("list").filter({ hasText: hexacoreMethod[0]!.title });
  await expect(method.getByRole("heading", { level: 3 })).toHaveText(
    hexacoreMethod.map((step) => step.title),
  );

  const citations = page.locator("cite");
  const sources = hexacoreFoundations.flatMap((item) => item.sources);
  await expect(citations).toHaveText(sources.map((source) => source.title));
  for (const source of sources) {
    await expect(page.getByRole("main")).toContainText(`${source.authors} (${source.year})`);
    await expect(page.getByRole("main")).toContainText(source.publication);
  }

  const cta = page.getByRole("region", { name: hexacoreBetaCta.title });
  await cta.getByRole("link", { name: hexacoreBetaCta.primary.label }).click();
  await expect(page).toHaveURL(/\/kontakt(\?thema=[\w-]+)?$/);
});

test("/zukunftssicher shows the key figures, the four weeks and the success criteria", async ({
  page,
}) => {
  // On a phone the week's details fold (from 1024 px they show open: below).
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/zukunftssicher");
  await expect(
    page.getByRole("region", { name: programmeLabels.keyFigures }).getByRole("listitem"),
  ).toHaveCount(keyFigures.length);
  for (const figure of keyFigures) {
    await expect(page.getByText(figure.metric, { exact: true })).toBeVisible();
  }
  for (const week of programmeWeeks) {
    const card = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { level: 3, name: week.title, exact: true }) });
    await expect(card).toContainText(`${programmeLabels.week} ${week.week}`);
    await expect(card).toContainText(week.goal);
    // How the week runs and what it yields folds under its goal, one tap away.
    await expect(card.getByText(week.description)).toBeHidden();
    await card.getByText(programmeLabels.weekDetails).click();
    await expect(card.getByText(week.description)).toBeVisible();
    await expect(
      card.getByRole("list", { name: programmeLabels.deliverables }).getByRole("listitem"),
    ).toHaveText([...week.deliverables]);
    await expect(
      card.getByRole("list", { name: programmeLabels.methods }).getByRole("listitem"),
    ).toHaveText([...week.methods]);
  }
  for (const criterion of successCriteria) await expect(page.getByText(criterion)).toBeVisible();
});

test("/zukunftssicher shows the weeks' details open on a wide screen, without a tap", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/zukunftssicher");
  for (const week of programmeWeeks) {
    await expect(page.getByText(week.description)).toBeVisible();
  }
  // With the shell, their state says so too. The phone's label ("Ablauf, Ergebnisse und
  // Methoden") goes: the week titles its parts itself (round 29), and nothing is left to fold.
  await expect(page.locator("html")).toHaveAttribute("data-shell", "ready");
  const week = page.locator("details", { hasText: programmeWeeks[0]!.description });
  await expect(week).toHaveAttribute("open", "");
  await expect(week.locator("summary")).toBeHidden();
  await expect(page.getByText(programmeLabels.weekDetails, { exact: true })).toHaveCount(
    programmeWeeks.length,
  );
  for (const label of await page.getByText(programmeLabels.weekDetails, { exact: true }).all())
    await expect(label).toBeHidden();
});

test("on a phone each problem shows its sentence without a tap, what it costs one tap away", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/zukunftssicher");
  const section = page.getByRole("region", { name: programmeSections.problems.title });
  for (const problem of problems) {
    await expect(section.getByText(problem.description)).toBeVisible();
    if (!problem.detail) continue;
    const detail = section.getByText(problem.detail);
    await expect(detail).toBeHidden();
    await section.getByRole("heading", { name: problem.title }).click();
    await expect(detail).toBeVisible();
  }
});

test("the FAQ keeps one answer open at a time and closes again", async ({ page }) => {
  await page.goto("/zukunftssicher");
  const [one, two] = programmeFaq;
  const question = (text: string) => page.locator("summary", { hasText: text });
  const answer = (text: string) => page.getByText(text, { exact: true });

  await expect(answer(one!.answer)).toBeHidden();
  await question(one!.question).click();
  await expect(answer(one!.answer)).toBeVisible();

  await question(two!.question).click();
  await expect(answer(two!.answer)).toBeVisible();
  await expect(answer(one!.answer)).toBeHidden();

  await question(two!.question).click();
  await expect(answer(two!.answer)).toBeHidden();

  // Keyboard: focus a question and open it with Enter, close it with Space.
  await question(one!.question).focus();
  await page.keyboard.press("Enter");
  await expect(answer(one!.answer)).toBeVisible();
  await page.keyboard.press("Space");
  await expect(answer(one!.answer)).toBeHidden();
});

test("the next step books the 25-minute clarity call on /kontakt", async ({ page }) => {
  await page.goto("/zukunftssicher");
  const next = page.getByRole("region", { name: programmeNextStep.title });
  const link = next.getByRole("link", { name: programmeNextStep.primary.label });
  // The programme's button preselects its topic (decision 052).
  await expect(link).toHaveAttribute("href", /^\/kontakt(\?thema=[\w-]+)?$/);
  await link.click();
  await expect(page).toHaveURL(/\/kontakt(\?thema=[\w-]+)?$/);
});
