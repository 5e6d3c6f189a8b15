import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useId, useRef, type ReactNode } from "react";
import { useForm, type FieldError, type UseFormRegisterReturn } from "react-hook-form";
import { toast } from "sonner";
import * as z from "zod/mini";
import { buttonClass } from "#app/components/ui/button-link";
import { contactForm } from "#app/content/contact";
import { submitContact } from "#app/lib/contact-submission";
import { useHydrated } from "#app/lib/use-hydrated";

const { errors: messages, maxLength: max, tooLong } = contactForm;

/** The spec's rules (section 5), plus upper limits so nobody can post a novel. */
const schema = z.object({
  name: z
    .string()
    .check(z.trim(), z.minLength(2, messages.name), z.maxLength(max.name, tooLong.name)),
  email: z
    .string()
    .check(
      z.trim(),
      z.regex(z.regexes.email, messages.email),
      z.maxLength(max.email, tooLong.email),
    ),
  company: z.string().check(z.trim(), z.maxLength(max.company, tooLong.company)),
  message: z
    .string()
    .check(z.trim(), z.minLength(10, messages.message), z.maxLength(max.message, tooLong.message)),
  /** Honeypot: invisible to people, filled in by bots. */
  website: z.string(),
});

type FormInput = z.input<typeof schema>;
type FormOutput = z.output<typeof schema>;

const emptyForm: FormInput = { name: "", email: "", company: "", message: "", website: "" };

const fieldClasses =
  "mt-1.5 block w-full rounded-lg border bg-bg px-3.5 py-2.5 text-base text-fg placeholder:text-muted";

function Field({
  id,
  label,
  required = false,
  error,
  children,
}: {
  id: string;
  label: string;
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
          <span className="ml-1.5 text-sm font-normal text-muted">{contactForm.optional}</span>
        )}
      </label>
      {children}
      {error?.message && (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-danger">
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
    className: `${fieldClasses} ${error ? "border-danger" : "border-border"}`,
  };
}

/**
 * The contact form of the profile page: validated on submit, then on every
 * change; focus moves to the first invalid field. Submission goes through
 * `submitContact` (simulated unless the build sets an endpoint).
 */
export function ContactForm() {
  const baseId = useId();
  const ids = {
    title: `${baseId}-title`,
    name: `${baseId}-name`,
    email: `${baseId}-email`,
    company: `${baseId}-company`,
    message: `${baseId}-message`,
    website: `${baseId}-website`,
  };
  const submitRef = useRef<HTMLButtonElement>(null);
  // Until the page runs, a click would send the fields as a plain request: keep the button off.
  const hydrated = useHydrated();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(schema),
    defaultValues: emptyForm,
    mode: "onSubmit",
    reValidateMode: "onChange",
    shouldFocusError: true,
  });

  const succeed = () => {
    reset(emptyForm);
    toast.success(contactForm.successTitle, { description: contactForm.successDescription });
  };

  const onSubmit = async ({ website, ...data }: FormOutput) => {
    // A filled honeypot means a bot: look successful, send nothing.
    if (website) return succeed();
    try {
      await submitContact(data);
    } catch {
      toast.error(contactForm.failureTitle, { description: contactForm.failureDescription });
      return;
    }
    succeed();
  };

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
      aria-labelledby={ids.title}
      method="post"
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      className="relative rounded-2xl border border-border bg-bg p-6 shadow-sm sm:p-8"
    >
      <h3 id={ids.title} className="text-xl font-semibold">
        {contactForm.title}
      </h3>
      <p className="mt-1 text-sm text-muted">{contactForm.requiredNote}</p>

      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        <Field id={ids.name} label={contactForm.labels.name} required error={errors.name}>
          <input
            type="text"
            autoComplete="name"
            maxLength={max.name}
            {...fieldProps(ids.name, register("name"), errors.name, true)}
          />
        </Field>
        <Field id={ids.email} label={contactForm.labels.email} required error={errors.email}>
          <input
            type="email"
            autoComplete="email"
            inputMode="email"
            spellCheck={false}
            maxLength={max.email}
            {...fieldProps(ids.email, register("email"), errors.email, true)}
          />
        </Field>
        <div className="sm:col-span-2">
          <Field id={ids.company} label={contactForm.labels.company} error={errors.company}>
            <input
              type="text"
              autoComplete="organization"
              maxLength={max.company}
              {...fieldProps(ids.company, register("company"), errors.company, false)}
            />
          </Field>
        </div>
        <div className="sm:col-span-2">
          <Field
            id={ids.message}
            label={contactForm.labels.message}
            required
            error={errors.message}
          >
            <textarea
              rows={4}
              maxLength={max.message}
              {...fieldProps(ids.message, register("message"), errors.message, true)}
            />
          </Field>
        </div>
      </div>

      {/* Honeypot: off-screen, out of the tab order and hidden from assistive technology. */}
      <div aria-hidden="true" className="absolute -left-[9999px] top-auto size-px overflow-hidden">
        <label htmlFor={ids.website}>{contactForm.honeypotLabel}</label>
        <input
          id={ids.website}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          {...register("website")}
        />
      </div>

      <button
        ref={submitRef}
        type="submit"
        disabled={isSubmitting || !hydrated}
        className={`${buttonClass("primary")} mt-6 w-full disabled:cursor-wait disabled:opacity-70 sm:w-auto`}
      >
        {isSubmitting ? contactForm.submitting : contactForm.submit}
      </button>
      <noscript>
        <p className="mt-3 text-sm text-muted">{contactForm.noScript}</p>
      </noscript>
    </form>
  );
}
