import { type Section, sectionSchema } from "~/lib/page-model";
import type { ContentProp, FieldDeclaration, FieldKind, SectionFields, StyleFields, StyleProp } from "~/sections/types";

import type { FieldEditorProps, FieldKindModule } from "./field-kind";
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

const isEmpty = (value: unknown) =>
  value === undefined || value === "" || value === false || (Array.isArray(value) && value.length === 0);

/** A schema whose props can be asked whether they may be left out. */
interface PropsSchema {
  shape: Record<string, { safeParse: (value: unknown) => { success: boolean } }>;
}

/** The change that sets a prop of a section (or of an item): an optional one left empty is left out, as stored. */
export function propChange<Model = Section>(
  prop: keyof Model & string,
  value: unknown,
  schema: PropsSchema = sectionSchema,
): Partial<Model> {
  const optional = schema.shape[prop]!.safeParse(undefined).success;
  return { [prop]: optional && isEmpty(value) ? undefined : value } as Partial<Model>;
}

/** What a section of a type the registry does not know can still edit. */
export const genericFields: SectionFields = {
  title: { kind: "text", label: "Title" },
  content: { kind: "lines", label: "Content" },
  imageUrl: { kind: "image", label: "Image" },
};

/** Declared fields in their order, each with the prop it edits. */
export const declaredFields = <Prop extends string>(fields: Partial<Record<Prop, FieldDeclaration>>) =>
  Object.entries(fields) as [Prop, FieldDeclaration][];

/** The editor of a declared field, drawn by its kind. */
export function KindEditor<Kind extends FieldKind>(props: FieldEditorProps<Kind>) {
  const { Editor } = fieldKinds[props.field.kind] as unknown as FieldKindModule<Kind>;
  return <Editor {...props} />;
}

interface DeclaredFieldsProps {
  fields: SectionFields | StyleFields;
  section: Section;
  errors: SectionErrors | null;
  onChange: (change: Partial<Section>) => void;
  onBrowse: FieldEditorProps["onBrowse"];
}

/**
 * A tab of declared fields, the Content tab or the Style tab: for each field the section type declares, in its order,
 * the editor of the field's kind.
 */
export function DeclaredFields({ fields, section, errors, onChange, onBrowse }: DeclaredFieldsProps) {
  return declaredFields<ContentProp | StyleProp>(fields).map(([prop, field]) => (
    <KindEditor
      key={prop}
      field={field}
      value={section[prop]}
      error={errors?.fields[prop]}
      errors={errors}
      section={section}
      set={(value) => onChange(propChange(prop, value))}
      onChange={onChange}
      onBrowse={onBrowse}
    />
  ));
}
