import { renderToString } from "react-dom/server";
import { beforeEach, expect, it } from "vitest";
import { ContactForm } from "#app/components/sections/contact-form";
import { contactForm } from "#app/content/contact";
import { topicPath, topics } from "#app/content/offers";
import { initTopic } from "./topic";

// The form as the prerendered page has it, before any script.
beforeEach(() => {
  document.body.innerHTML = renderToString(
    <ContactForm page="/kontakt" askPreferredTime={false} headingLevel={2} texts={contactForm} />,
  );
});
const topicSelect = () => document.querySelector<HTMLSelectElement>('select[name="topic"]')!;

it("a service's button chooses its topic on the form", () => {
  const topic = topics[0]!;
  initTopic(document, new URL(topicPath(topic.key), "https://example.org").search);
  expect(topicSelect().selectedOptions[0]?.textContent).toBe(topic.label);
});

it("without a topic or with an unknown one, the form leaves it open", () => {
  initTopic(document, "?thema=gibt-es-nicht");
  expect(topicSelect().value).toBe("");
  initTopic(document, "");
  expect(topicSelect().selectedOptions[0]?.textContent).toBe("Noch offen");
});
