import { zodResolver } from "@hookform/resolvers/zod";
import { Fragment, useEffect, useId, useMemo, useRef, useState, type ReactNode } from "react";
import { useForm, type FieldError, type UseFormRegisterReturn } from "react-hook-form";
import { toast, Toaster } from "sonner";
import * as z from "zod/mini";
import { buttonClass } from "#app/components/ui/button-link";
import { DirectContact } from "#app/components/ui/direct-contact";
import type { ContactFormTexts } from "#app/content/contact";
import { type EnquiryFieldSpec, type EnquiryFieldTable, enquiryFields } from "#app/enquiry/fields";
import { contactEndpoint, submitEnquiry } from "#app/enquiry/submission";
import { enquiryField, fieldsSchema } from "#app/enquiry/schema";
import { fieldStyle } from "#app/enquiry/field-style";

type FormValues = Record<string, string | undefined>;

/** Every field empty (a choice on its first option), the honeypot too. */
const emptyForm = (fields: EnquiryFieldTable): FormValues => ({
  ...Object.fromEntries(
    Object.entries(fields).map(([name, field]) => [
      name,
      field.kind === "choice" ? (field.options[0]?.value ?? "") : "",
    ]),
  ),
  [enquiryField.website]: "",
});

function pick(values: Record<string, string>, keys: string[]) {
  return Object.fromEntries(Object.entries(values).filter(([key]) => keys.includes(key)));
}

export interface ContactFormProps {
  /** The page the form is on; the enquiry records it. */
  page: string;
  /** Offer a preferred time for the call (when there is no scheduling link). */
  askPreferredTime: boolean;
  /** Level of the form's title in the page's outline. */
  headingLevel: 2 | 3;
  /** In the browser: what was typed into the plain form before it hydrated. */
  typed?: Record<string, string>;
  /** The form's words (content/settings/contact-form.yaml): props, as the island reads no content file. */
  texts: ContactFormTexts;
}

/**
 * How long the visitor has had the page open, by the browser's own monotonic
 * clock from navigation start (not from this island's late load), so a wrong
 * system clock changes nothing. The server refuses faster than a person types.
 */
const timeOnPage = () => Math.round(performance.now());

function Field({
  id,
  label,
  optional,
  required = false,
  error,
  children,
}: {
  id: string;
  label: string;
  /** Shown after the label of an optional field. */
  optional: string;
  required?: boolean;
  error?: FieldError;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="block font-medium">
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-danger">
            *
          </span>
        ) : (
          <span className="ml-1.5 text-sm font-normal text-muted">{optional}</span>
        )}
      </label>
      {children}
      {error?.message && (
        <p id={`${id}-error`} className={fieldStyle.error}>
          {error.message}
        </p>
      )}
    </div>
  );
}

/** Props that tie a field to its label, its error message and the form state. */
function fieldProps(
  id: string,
  registration: UseFormRegisterReturn,
  error: FieldError | undefined,
  required: boolean,
) {
  return {
    id,
    ...registration,
    required,
    "aria-required": required || undefined,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${id}-error` : undefined,
    className: `${fieldStyle.control} ${error ? fieldStyle.invalidBorder : fieldStyle.border}`,
  };
}

/** The control of one field of the table: an input, a textarea or a select. */
function Control({
  field,
  props,
}: {
  field: EnquiryFieldSpec;
  props: ReturnType<typeof fieldProps>;
}) {
  if (field.kind === "choice") {
    return (
      // Room on the right for the chevron (app.css).
      <select {...props} className={`${props.className} pr-11`}>
        {field.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    );
  }
  if (field.kind === "text") return <textarea rows={field.rows} maxLength={field.max} {...props} />;
  const email = field.kind === "email";
  return (
    <input
      type={email ? "email" : (field.inputType ?? "text")}
      autoComplete={field.autoComplete}
      inputMode={email ? "email" : undefined}
      spellCheck={email ? false : undefined}
      maxLength={field.max}
      {...props}
    />
  );
}

/** Why sending failed, with the other ways to reach the owner. */
function Failure({ message, texts }: { message: string; texts: ContactFormTexts }) {
  return (
    <div role="alert" className="mt-6 rounded-xl border border-danger p-4">
      <p className="font-semibold text-danger">{texts.failureTitle}</p>
      <p className="mt-1">{message}</p>
      <p className="mt-2">
        {texts.failureReach} <DirectContact />
      </p>
    </div>
  );
}

/**
 * The contact form of /kontakt and /nort. Without JavaScript it is a plain
 * HTML form that posts to the enquiry endpoint. Hydrated (as an island), it
 * validates on submit, then on every change, moves focus to the first
 * invalid field, sends JSON and reports success only once the server has
 * stored the enquiry; on failure every field is kept. The fields are the
 * table's (app/enquiry/fields.ts); a test may pass another.
 */
export function ContactForm({
  page,
  askPreferredTime,
  headingLevel,
  typed = {},
  texts,
  fields = enquiryFields,
}: ContactFormProps & { fields?: EnquiryFieldTable }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const baseId = useId();
  const id = (name: string) => `${baseId}-${name}`;
  // What the visitor fills in; the server checks the same rules (app/enquiry/schema.ts).
  const schema = useMemo(
    () => z.extend(fieldsSchema(fields), { [enquiryField.website]: z.string() }),
    [fields],
  );
  const empty = useMemo(() => emptyForm(fields), [fields]);
  const submitRef = useRef<HTMLButtonElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({
    resolver: zodResolver(schema),
    // Only the visible fields; `page` and `elapsedMs` are sent apart.
    defaultValues: { ...empty, ...pick(typed, Object.keys(empty)) },
    mode: "onSubmit",
    reValidateMode: "onChange",
    shouldFocusError: true,
  });

  const onSubmit = async (data: FormValues) => {
    setFailure(null);
    const result = await submitEnquiry({ ...data, page, [enquiryField.elapsedMs]: timeOnPage() });
    if (result.ok) {
      reset(empty);
      toast.success(texts.successTitle, { description: texts.successDescription });
      return;
    }
    for (const [name, message] of Object.entries(result.fields ?? {})) {
      if (name in empty) setError(name, { message }, { shouldFocus: true });
    }
    setFailure(result.error ?? texts.failureDescription);
  };

  // Marks the form as running in the browser (tests wait for it; before, it posts as plain HTML).
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => formRef.current?.setAttribute("data-hydrated", ""), []);

  // While sending, the disabled button drops focus to the page; give it back afterwards.
  const wasSubmitting = useRef(false);
  useEffect(() => {
    if (wasSubmitting.current && !isSubmitting && document.activeElement === document.body) {
      submitRef.current?.focus();
    }
    wasSubmitting.current = isSubmitting;
  }, [isSubmitting]);

  return (
    <form
      ref={formRef}
      aria-labelledby={id("title")}
      action={contactEndpoint}
      method="post"
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      className="relative rounded-2xl border border-border bg-bg p-6 shadow-sm sm:p-8"
    >
      <Heading id={id("title")} className="text-xl font-semibold">
        {texts.title}
      </Heading>
      <p className="mt-1 text-sm text-muted">{texts.requiredNote}</p>

      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        {Object.entries(fields)
          .filter(([, field]) => askPreferredTime || !field.onRequest)
          .map(([name, field]) => {
            const control = (
              <Field
                id={id(name)}
                label={field.label}
                optional={texts.optional}
                required={field.required}
                error={errors[name]}
              >
                <Control
                  field={field}
                  props={fieldProps(id(name), register(name), errors[name], field.required)}
                />
              </Field>
            );
            return (
              <Fragment key={name}>
                {field.width === "half" ? control : <div className="sm:col-span-2">{control}</div>}
              </Fragment>
            );
          })}
      </div>

      {/* Honeypot: off-screen, out of the tab order and hidden from assistive technology. */}
      <div aria-hidden="true" className="absolute -left-[9999px] top-auto size-px overflow-hidden">
        <label htmlFor={id("website")}>{texts.honeypotLabel}</label>
        <input
          id={id("website")}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          {...register(enquiryField.website)}
        />
      </div>
      {/* For the post without JavaScript; the hydrated form sends it itself. */}
      <input type="hidden" name={enquiryField.page} value={page} />

      {failure && <Failure message={failure} texts={texts} />}

      <button
        ref={submitRef}
        type="submit"
        disabled={isSubmitting}
        className={`${buttonClass("primary")} mt-6 w-full disabled:cursor-wait disabled:opacity-70 sm:w-auto`}
      >
        {isSubmitting ? texts.submitting : texts.submit}
      </button>
      <p className="mt-4 text-sm text-muted">
        {texts.privacyNotice.text}{" "}
        <a href={texts.privacyNotice.link.to} className="text-primary underline underline-offset-2">
          {texts.privacyNotice.link.label}
        </a>
      </p>
      <Toaster
        position="bottom-center"
        richColors
        closeButton
        duration={5000}
        containerAriaLabel={texts.notificationsLabel}
      />
    </form>
  );
}
