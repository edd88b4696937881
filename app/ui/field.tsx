import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from "react";

import { cn } from "./cn";

const looks = {
  /** The admin area's boxed field. */
  boxed: {
    label: "text-sm font-medium text-ink",
    control:
      "mt-1.5 block w-full rounded-md border border-ink/20 bg-white px-3 py-2 text-sm text-ink placeholder:text-muted/70 focus:border-ink focus:outline-none aria-[invalid=true]:border-red-700 read-only:bg-linen read-only:text-muted",
    textarea: "min-h-28",
  },
  /** The public site's field: a line under the text, with a small capitalised label. */
  underlined: {
    label: "text-xs font-semibold tracking-[0.14em] text-ink-soft uppercase",
    control:
      "mt-2 block w-full rounded-none border-0 border-b border-ink/25 bg-transparent px-0 py-2.5 text-base text-ink placeholder:text-muted/70 transition-colors focus:border-ink focus:ring-0 aria-[invalid=true]:border-red-700",
    textarea: "min-h-36",
  },
} as const;

interface FieldProps {
  label: string;
  error?: string;
  /**
   * For a field without a hint on a page without React in the browser: the error line is always drawn (hidden while
   * empty) and names the control's description, so the page's script can write an error into it.
   */
  errorSlot?: boolean;
  hint?: ReactNode;
  className?: string;
  look?: keyof typeof looks;
}

type ControlProps = { "aria-invalid"?: true; id: string; "aria-describedby"?: string; className: string };

/** The label, the control, and below it the error or else the hint, which screen readers announce with the control. */
function Field({
  label,
  error,
  errorSlot,
  hint,
  className,
  look = "boxed",
  controlClass,
  control,
}: FieldProps & {
  /** Classes the control adds to the look's (merged: a later class wins). */
  controlClass?: string;
  control: (props: ControlProps) => ReactNode;
}) {
  const id = useId();
  const messageId = `${id}-message`;
  const message = error ?? hint;
  const drawn = Boolean(message) || errorSlot;
  return (
    <div className={className}>
      <label htmlFor={id} className={looks[look].label}>
        {label}
      </label>
      {control({
        "aria-invalid": error ? true : undefined,
        id,
        "aria-describedby": drawn ? messageId : undefined,
        className: controlClass ? cn(looks[look].control, controlClass) : looks[look].control,
      })}
      {drawn && (
        <p
          id={messageId}
          hidden={!message}
          className={error || !hint ? "mt-1.5 text-sm text-red-700" : "mt-1.5 text-xs text-muted"}
        >
          {message}
        </p>
      )}
    </div>
  );
}

/** A field's own props apart from the attributes of its control. */
function splitFieldProps<Props extends FieldProps>({
  label,
  error,
  errorSlot,
  hint,
  className,
  look,
  ...control
}: Props): [FieldProps, Omit<Props, keyof FieldProps>] {
  return [{ label, error, errorSlot, hint, className, look }, control];
}

export function TextField(props: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  const [field, input] = splitFieldProps(props);
  return <Field {...field} control={(control) => <input {...control} {...input} />} />;
}

export function TextAreaField(props: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const [field, textarea] = splitFieldProps(props);
  const controlClass = `${looks[field.look ?? "boxed"].textarea} resize-y`;
  return (
    <Field {...field} controlClass={controlClass} control={(control) => <textarea {...control} {...textarea} />} />
  );
}

/**
 * Every list draws its own arrow (the `select-chevron` utility), so its value starts where a text field's text does
 * (decision 221): the end keeps room for the arrow, which sits as far in from the edge as the text does at the start.
 */
export const selectArrow = {
  /** The underlined fields': no side padding, the arrow at the very end. */
  underlined: "select-chevron pe-6",
  /** A box with `px-3`: the boxed fields, the model page's system. */
  boxed: "select-chevron pe-9 [--chevron-inset:0.75rem]",
  /** A table cell's small box (`px-1.5`): the rows of Products. */
  cell: "select-chevron pe-7 [--chevron-inset:0.375rem]",
} as const;

const selectClass = {
  /** A select always matches :read-only, which would grey it like a read-only text field. */
  boxed: `${selectArrow.boxed} read-only:bg-white read-only:text-ink`,
  underlined: selectArrow.underlined,
};

export function SelectField(props: FieldProps & SelectHTMLAttributes<HTMLSelectElement>) {
  const [field, select] = splitFieldProps(props);
  return (
    <Field
      {...field}
      controlClass={selectClass[field.look ?? "boxed"]}
      control={(control) => <select {...control} {...select} />}
    />
  );
}
