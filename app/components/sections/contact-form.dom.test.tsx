import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { contactForm } from "#app/content/contact";
import { enquiryFields } from "#app/enquiry/fields";
import { site } from "#app/content/site";
import { tableWithAddedField } from "#tests/support/added-field";
import { ContactForm } from "./contact-form";

/** What the form sent to the endpoint, and how the endpoint answers (each test may change it). */
const sent: { url: string; data: Record<string, unknown> }[] = [];
let answer: () => Promise<Response>;
beforeEach(() => {
  answer = async () => Response.json({ ok: true }, { status: 201 });
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    sent.push({ url, data: JSON.parse(init.body as string) });
    return answer();
  });
});
afterEach(() => {
  sent.length = 0;
  toast.dismiss();
});
const props = {
  page: "/kontakt",
  askPreferredTime: false,
  headingLevel: 3,
  texts: contactForm,
} as const;
const field = (name: RegExp) => screen.getByRole("textbox", { name });
const nameField = () => field(/^Name/);
const emailField = () => field(/^E-Mail/);
const companyField = () => field(/^Unternehmen/);
const messageField = () => field(/^Nachricht/);
const sendButton = () => screen.getByRole("button", { name: contactForm.submit });

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(nameField(), "Erika Mustermann");
  await user.type(emailField(), "erika@example.org");
  await user.type(companyField(), "Muster GmbH");
  await user.type(messageField(), "Wir planen einen Markteintritt.");
}

describe("ContactForm", () => {
  it("marks the required fields and gives the message four rows", () => {
    render(<ContactForm {...props} />);
    for (const input of [nameField(), emailField(), messageField()]) {
      expect(input).toBeRequired();
      expect(input).toHaveAttribute("aria-required", "true");
    }
    expect(companyField()).not.toBeRequired();
    expect(messageField()).toHaveAttribute("rows", "4");
    expect((nameField() as HTMLInputElement).labels?.[0]).toHaveTextContent(/^Name\*$/);
    expect(nameField()).toHaveAccessibleName("Name");
    expect(screen.getByRole("form")).toHaveAttribute("novalidate");
    // The privacy notice sits at the form, with the way to the full policy.
    // The file's text is typeset (no-break spaces); the DOM query sees plain spaces.
    const notice = contactForm.privacyNotice.text.replace(/\s+/g, " ");
    expect(screen.getByText(notice, { exact: false })).toBeInTheDocument();
    expect(
      screen.getByRole("link", { name: contactForm.privacyNotice.link.label }),
    ).toHaveAttribute("href", contactForm.privacyNotice.link.to);
  });

  it("shows the spec's messages under the invalid fields and focuses the first one", async () => {
    const user = userEvent.setup();
    render(<ContactForm {...props} />);
    await user.click(sendButton());

    const expectations = [
      [nameField(), enquiryFields.name.error],
      [emailField(), enquiryFields.email.error],
      [messageField(), enquiryFields.message.error],
    ] as const;
    for (const [input, message] of expectations) {
      expect(input).toHaveAttribute("aria-invalid", "true");
      expect(input).toHaveAccessibleDescription(message);
      expect(input).toHaveClass("border-danger");
    }
    expect(companyField()).not.toHaveAttribute("aria-invalid");
    expect(nameField()).toHaveFocus();
    expect(sent).toEqual([]);
  });

  it("checks lengths after trimming and re-validates on change", async () => {
    const user = userEvent.setup();
    render(<ContactForm {...props} />);
    await user.type(nameField(), " A ");
    await user.type(emailField(), "erika@");
    await user.type(messageField(), "Zu kurz");
    await user.click(sendButton());
    expect(screen.getByText(enquiryFields.name.error)).toBeInTheDocument();
    expect(screen.getByText(enquiryFields.email.error)).toBeInTheDocument();
    expect(screen.getByText(enquiryFields.message.error)).toBeInTheDocument();

    await user.type(emailField(), "example.org");
    expect(screen.queryByText(enquiryFields.email.error)).not.toBeInTheDocument();
    expect(emailField()).not.toHaveAttribute("aria-invalid");
    expect(emailField()).not.toHaveAccessibleDescription();
  });

  it("limits the length of every field", () => {
    render(<ContactForm {...props} />);
    expect(nameField()).toHaveAttribute("maxlength", "100");
    expect(emailField()).toHaveAttribute("maxlength", "254");
    expect(companyField()).toHaveAttribute("maxlength", "150");
    expect(messageField()).toHaveAttribute("maxlength", "5000");
  });

  it("sends the trimmed data, shows 'Wird gesendet...' meanwhile, then thanks and resets", async () => {
    let finish!: () => void;
    answer = () =>
      new Promise((resolve) => (finish = () => resolve(new Response(null, { status: 201 }))));
    const user = userEvent.setup();
    render(<ContactForm {...props} />);
    await fillValid(user);
    await user.type(nameField(), "  ");
    const timeOnPage = vi.spyOn(performance, "now").mockReturnValue(42_000.4);
    await user.click(sendButton());
    timeOnPage.mockRestore();

    const busy = await screen.findByRole("button", { name: contactForm.submitting });
    expect(busy).toBeDisabled();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe("/api/kontakt");
    expect(sent[0]!.data).toEqual(
      expect.objectContaining({
        name: "Erika Mustermann",
        email: "erika@example.org",
        company: "Muster GmbH",
        message: "Wir planen einen Markteintritt.",
        preferredTime: "",
        website: "",
        page: "/kontakt",
      }),
    );
    // Time on the page by the browser's monotonic clock, whatever its wall clock says.
    expect(sent[0]!.data.elapsedMs).toBe(42_000);

    finish();
    await waitFor(() => expect(sendButton()).toBeEnabled());
    expect(await screen.findByText(contactForm.successTitle)).toBeVisible();
    expect(screen.getByText(contactForm.successDescription)).toBeVisible();
    for (const input of [nameField(), emailField(), companyField(), messageField()]) {
      expect(input).toHaveValue("");
    }
  });

  it.each([
    ["ahead", 10 * 60_000],
    ["behind", -10 * 60_000],
  ])("sends the same time on the page with the clock 10 minutes %s", async (_, skewMs) => {
    const realNow = Date.now.bind(Date);
    const clock = vi.spyOn(Date, "now").mockImplementation(() => realNow() + skewMs);
    const user = userEvent.setup();
    render(<ContactForm {...props} />);
    await fillValid(user);
    const timeOnPage = vi.spyOn(performance, "now").mockReturnValue(8_000.2);
    await user.click(sendButton());
    timeOnPage.mockRestore();
    clock.mockRestore();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.data.elapsedMs).toBe(8_000);
    expect(Object.keys(sent[0]!.data)).not.toContain("startedAt");
  });

  it("keeps everything typed and offers phone and e-mail when sending fails", async () => {
    answer = () => Promise.reject(new TypeError("Failed to fetch"));
    const user = userEvent.setup();
    render(<ContactForm {...props} />);
    await fillValid(user);
    await user.click(sendButton());

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(contactForm.failureTitle);
    expect(alert).toHaveTextContent(contactForm.failureDescription);
    expect(screen.getByRole("link", { name: site.phone.display })).toHaveAttribute(
      "href",
      `tel:${site.phone.href}`,
    );
    expect(screen.getByRole("link", { name: site.email })).toHaveAttribute(
      "href",
      `mailto:${site.email}`,
    );
    expect(screen.queryByText(contactForm.successTitle)).toBeNull();
    expect(nameField()).toHaveValue("Erika Mustermann");
    expect(emailField()).toHaveValue("erika@example.org");
    expect(companyField()).toHaveValue("Muster GmbH");
    expect(messageField()).toHaveValue("Wir planen einen Markteintritt.");
    expect(sendButton()).toBeEnabled();
  });

  it("shows the server's reason and its messages under the fields", async () => {
    answer = async () =>
      Response.json(
        {
          error: "Bitte prüfen Sie Ihre Eingaben.",
          fields: { email: "Diese Adresse nimmt keine E-Mails an." },
        },
        { status: 422 },
      );
    const user = userEvent.setup();
    render(<ContactForm {...props} />);
    await fillValid(user);
    await user.click(sendButton());
    expect(await screen.findByRole("alert")).toHaveTextContent("Bitte prüfen Sie Ihre Eingaben.");
    expect(emailField()).toHaveAccessibleDescription("Diese Adresse nimmt keine E-Mails an.");
    expect(emailField()).toHaveValue("erika@example.org");
  });

  it("works as a plain form without JavaScript: posts every field to the endpoint", () => {
    const { container } = render(<ContactForm {...props} askPreferredTime />);
    const form = screen.getByRole("form");
    expect(form).toHaveAttribute("action", "/api/kontakt");
    expect(form).toHaveAttribute("method", "post");
    const names = [...container.querySelectorAll("input, textarea, select")].map((field) =>
      field.getAttribute("name"),
    );
    // Every field of the table, the page it was sent from and the honeypot.
    expect(names.sort()).toEqual([...Object.keys(enquiryFields), "page", "website"].sort());
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot).toHaveAttribute("tabindex", "-1");
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it("treats markup as text", async () => {
    const user = userEvent.setup();
    const { container } = render(<ContactForm {...props} />);
    await user.type(nameField(), "<b>Erika</b>");
    await user.type(emailField(), "erika@example.org");
    await user.type(messageField(), "<img src=x onerror=alert(1)>");
    await user.click(sendButton());
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.data).toMatchObject({
      name: "<b>Erika</b>",
      message: "<img src=x onerror=alert(1)>",
    });
    expect(container.querySelector("b, img")).toBeNull();
  });

  it("asks for an optional phone number, checks it and sends it with the others", async () => {
    const user = userEvent.setup();
    render(<ContactForm {...props} />);
    const phone = screen.getByRole("textbox", { name: /^Telefon/ });
    expect((phone as HTMLInputElement).labels?.[0]).toHaveTextContent(
      `Telefon${contactForm.optional}`,
    );
    expect(phone).toHaveAttribute("type", "tel");
    expect(phone).toHaveAttribute("autocomplete", "tel");
    expect(phone).not.toBeRequired();
    await fillValid(user);
    await user.type(phone, "0431 abc");
    await user.click(sendButton());
    expect(phone).toHaveAccessibleDescription(enquiryFields.phone.error);
    expect(phone).toHaveFocus();
    expect(sent).toEqual([]);

    await user.clear(phone);
    await user.type(phone, "+49 431 123456");
    await user.click(sendButton());
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.data).toMatchObject({ name: "Erika Mustermann", phone: "+49 431 123456" });
  });

  it("asks for a field added to the table: labelled, checked and sent with the others", async () => {
    const user = userEvent.setup();
    render(<ContactForm {...props} fields={tableWithAddedField} />);
    const position = screen.getByRole("textbox", { name: "Funktion" });
    expect(position).toHaveAttribute("type", "text");
    expect(position).toHaveAttribute("autocomplete", "organization-title");
    expect(position).toHaveAttribute("maxlength", "80");
    expect(position).toBeRequired();
    await fillValid(user);
    await user.click(sendButton());
    expect(position).toHaveAccessibleDescription(tableWithAddedField.position.error);
    expect(position).toHaveFocus();
    expect(sent).toEqual([]);

    await user.type(position, "Geschäftsführerin");
    await user.click(sendButton());
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.data).toMatchObject({
      name: "Erika Mustermann",
      position: "Geschäftsführerin",
    });
  });
});
