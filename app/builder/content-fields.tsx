import type { Section } from "~/lib/page-model";
import type { ContentField } from "~/sections/types";
import { TextAreaField, TextField } from "~/ui/field";

import { ButtonsField } from "./buttons-field";
import { ImageField } from "./image-field";
import { RichTextField } from "./rich-text-field";
import type { SectionErrors } from "./section-validation";

/** What a section of a type the registry does not know can still edit. */
export const genericFields: readonly ContentField[] = [
  { name: "title", label: "Title" },
  { name: "content", label: "Content" },
  { name: "imageUrl", label: "Image" },
];

interface ContentFieldsProps {
  fields: readonly ContentField[];
  section: Section;
  errors: SectionErrors | null;
  onChange: (change: Partial<Section>) => void;
  onBrowse: () => void;
}

/** The Content tab: the inputs the section type's declaration describes, in its order. */
export function ContentFields({ fields, section, errors, onChange, onBrowse }: ContentFieldsProps) {
  return fields.map((field) => {
    switch (field.name) {
      case "eyebrow":
        return (
          <TextField
            key={field.name}
            label={field.label}
            value={section.eyebrow ?? ""}
            hint={field.hint}
            onChange={(event) => onChange({ eyebrow: event.target.value || undefined })}
          />
        );
      case "reference":
        return (
          <label key={field.name} className="block text-sm font-medium text-ink">
            {field.label}
            <select
              value={section.reference ?? ""}
              onChange={(event) => onChange({ reference: event.target.value })}
              className="mt-1.5 block w-full rounded-md border border-ink/20 bg-white px-3 py-2 text-sm"
            >
              {(field.options ?? []).map(([value, name]) => (
                <option key={value} value={value}>
                  {name}
                </option>
              ))}
            </select>
            {field.hint && <span className="mt-1.5 block text-xs font-normal text-muted">{field.hint}</span>}
          </label>
        );
      case "title":
        return (
          <TextField
            key={field.name}
            label={field.label}
            value={section.title}
            error={errors?.fields.title}
            hint={field.hint}
            onChange={(event) => onChange({ title: event.target.value })}
          />
        );
      case "content":
        if (field.rich) {
          return (
            <RichTextField
              key={field.name}
              label={field.label}
              text={section.content}
              rich={section.richContent}
              error={errors?.fields.content}
              onChange={onChange}
            />
          );
        }
        return (
          <TextAreaField
            key={field.name}
            label={field.label}
            value={section.content}
            error={errors?.fields.content}
            hint={field.hint ?? "Plain text. Leave an empty line between paragraphs."}
            onChange={(event) => onChange({ content: event.target.value })}
          />
        );
      case "imageUrl":
        return (
          <ImageField
            key={field.name}
            label={field.label}
            value={section.imageUrl}
            error={errors?.fields.imageUrl}
            onChange={(imageUrl) => onChange({ imageUrl })}
            onBrowse={onBrowse}
          />
        );
      case "buttons":
        return (
          <ButtonsField
            key={field.name}
            label={field.label}
            hint={field.hint}
            buttons={section.buttons ?? []}
            errors={errors?.buttons ?? {}}
            onChange={(buttons) => onChange({ buttons: buttons.length ? buttons : undefined })}
          />
        );
      case "scrollArrow":
        return (
          <label key={field.name} className="flex items-start gap-3 text-sm font-medium text-ink">
            <input
              type="checkbox"
              checked={section.scrollArrow ?? false}
              onChange={(event) => onChange({ scrollArrow: event.target.checked || undefined })}
              className="mt-0.5 h-4 w-4 accent-ink"
            />
            <span>
              {field.label}
              {field.hint && <span className="block text-xs font-normal text-muted">{field.hint}</span>}
            </span>
          </label>
        );
    }
  });
}
