import { type Section, sectionSchema } from "~/lib/page-model";
import type { ContentProp, FieldDeclaration, FieldKind, SectionFields } from "~/sections/types";

import type { FieldKindModule } from "./field-kind";
import type { SectionErrors } from "./section-validation";

/** The field kinds of files, by file name, from `import.meta.glob` of their modules. */
export const fieldKindsFrom = (modules: Record<string, { default: FieldKindModule }>) =>
  Object.fromEntries(
    Object.entries(modules).map(([path, module]) => [
      path.slice(path.lastIndexOf("/") + 1, -".tsx".length),
      module.default,
    ]),
  ) as Record<FieldKind, FieldKindModule>;

/** Every field kind, one file each in ./field-kinds (docs/decisions/180). */
export const fieldKinds = fieldKindsFrom(import.meta.glob("./field-kinds/*.tsx", { eager: true }));

const isEmpty = (value: unknown) => value === "" || value === false || (Array.isArray(value) && value.length === 0);

/** The change that sets a prop: an optional one left empty is left out, as the stored sections have it. */
export function propChange(prop: ContentProp, value: unknown): Partial<Section> {
  const optional = sectionSchema.shape[prop].safeParse(undefined).success;
  return { [prop]: optional && isEmpty(value) ? undefined : value };
}

/** What a section of a type the registry does not know can still edit. */
export const genericFields: SectionFields = {
  title: { kind: "text", label: "Title" },
  content: { kind: "lines", label: "Content" },
  imageUrl: { kind: "image", label: "Image" },
};

/** A type's fields in its order, each with the prop it edits. */
export const declaredFields = (fields: SectionFields) => Object.entries(fields) as [ContentProp, FieldDeclaration][];

interface ContentFieldsProps {
  fields: SectionFields;
  section: Section;
  errors: SectionErrors | null;
  onChange: (change: Partial<Section>) => void;
  onBrowse: () => void;
}

/** The Content tab: for each field the section type declares, in its order, the editor of the field's kind. */
export function ContentFields({ fields, section, errors, onChange, onBrowse }: ContentFieldsProps) {
  return declaredFields(fields).map(([prop, field]) => {
    const { Editor } = fieldKinds[field.kind];
    return (
      <Editor
        key={prop}
        prop={prop}
        field={field}
        value={section[prop]}
        section={section}
        errors={errors}
        set={(value) => onChange(propChange(prop, value))}
        onChange={onChange}
        onBrowse={onBrowse}
      />
    );
  });
}
