import { useEffect, useState } from "react";

import { MediaPicker } from "~/admin/media/media-picker";
import type { MediaItem } from "~/lib/media/media-item";
import type { Section } from "~/lib/page-model";
import { sectionPictures } from "~/lib/section-pictures";
import { ensureLayoutAndItems, sectionTypeOf } from "~/sections/section-types";
import { commonStyle, type SectionFields, type StyleFields } from "~/sections/types";
import { Button } from "~/ui/button";
import { Dialog, openWhileSet } from "~/ui/dialog";
import { TextField } from "~/ui/field";
import { TabPanel, Tabs } from "~/ui/tabs";

import { EditorPicturesProvider, useEditorPictures } from "./alt-text-drafts";
import { DeclaredFields, genericFields, KindEditor } from "./content-fields";
import { type ClosingAsked, EditorClosingQuestions, sectionEditorWords } from "./editor-closing-questions";
import { forgetEditorDraft, keepEditorDraft } from "./editor-recovery";
import { LayoutPicker } from "./layout-picker";
import { layoutName, typeName } from "./section-labels";
import { editableSection } from "./section-merge";
import { type EditorTab, firstTabWithError, validateSection } from "./section-validation";

interface SectionEditorDialogProps {
  section: Section;
  /** The page's slug, under which the working copy is kept in this browser as it is typed. */
  pageSlug: string;
  /** An unsaved working copy offered back after a reload, to carry on from. */
  recovered?: Section;
  /** Cancel: the working copy is discarded. */
  onCancel: () => void;
  /** Save Changes: the working copy is committed; `opened` is the copy the editor started from. */
  onSave: (edited: Section, opened: Section) => void;
}

/** What the media picker is choosing a picture for: the field that opened it, given the picture's address. */
interface PickerTarget {
  choose: (url: string) => void;
}

/**
 * docs/product.md#routes Section editor: a working copy edited across the Content, Items, Layout, Style and
 * Advanced tabs, committed only on Save Changes (docs/product.md#states Section editing). Mount it per editing.
 */
export function SectionEditorDialog({ section, pageSlug, recovered, onCancel, onSave }: SectionEditorDialogProps) {
  // docs/product.md#constants Style tab: the background defaults to white.
  const [original] = useState(() => editableSection(section));
  const [working, setWorking] = useState<Section>(() => (recovered ? ensureLayoutAndItems(recovered) : original));
  const [tab, setTab] = useState<EditorTab>("content");
  /** This editor's own id, under which its working copy is kept: another tab may have an editor open too. */
  const [editorId] = useState(() => Math.random().toString(36).slice(2));
  const [picker, setPicker] = useState<PickerTarget | null>(null);
  const [checked, setChecked] = useState(false);
  const [asking, setAsking] = useState<ClosingAsked | null>(null);

  const definition = sectionTypeOf(section.type);
  const errors = checked ? validateSection(working, definition) : null;
  const change = (patch: Partial<Section>) => setWorking((current) => ({ ...current, ...patch }));
  const dirty = JSON.stringify(working) !== JSON.stringify(original);
  // Alt text being written in the fields and not saved is the library's, so not kept with the working copy.
  const pictures = useEditorPictures(sectionPictures(working));
  const altText = pictures.unsavedAltText;
  // Kept as it is typed, so a reload, a crash or a closed tab loses nothing; Save Changes and Cancel end it.
  useEffect(() => {
    if (dirty) keepEditorDraft(pageSlug, working, editorId);
    else forgetEditorDraft(editorId);
  }, [dirty, pageSlug, working, editorId]);
  const cancel = () => {
    forgetEditorDraft(editorId);
    onCancel();
  };

  const tabs = [
    { value: "content", label: "Content" },
    ...(definition?.items ? [{ value: "items", label: definition.items.label }] : []),
    { value: "layout", label: "Layout" },
    { value: "style", label: "Style" },
    { value: "advanced", label: "Advanced" },
  ];

  const commit = () => {
    forgetEditorDraft(editorId);
    onSave(working, original);
  };
  const save = () => {
    setChecked(true);
    const problems = validateSection(working, definition);
    if (problems) {
      setTab(firstTabWithError(problems));
      return;
    }
    if (altText.length > 0) setAsking("save");
    else commit();
  };

  // Escape, the backdrop or the close button with edits made ask first; Cancel itself discards the section's edits,
  // but asks before it throws away alt text being written, which is not the section's (decision 222).
  const requestClose = (open: boolean) => {
    if (open) return;
    if (dirty || altText.length > 0) setAsking("close");
    else cancel();
  };
  const requestCancel = () => {
    if (altText.length > 0) setAsking("close");
    else cancel();
  };

  const chooseImage = (item: MediaItem) => {
    pictures.media.remember(item);
    picker?.choose(item.url);
    setPicker(null);
  };
  const browse = (choose: (url: string) => void) => setPicker({ choose });
  const fieldsOf = (fields: SectionFields | StyleFields) => (
    <DeclaredFields fields={fields} section={working} errors={errors} onChange={change} onBrowse={browse} />
  );

  return (
    <>
      <Dialog
        open
        onOpenChange={requestClose}
        title="Edit section"
        description={`${typeName(working.type)} · ${layoutName(working)}`}
        size="lg"
        steadyHeight
        footer={
          <>
            <Button variant="secondary" onClick={requestCancel}>
              Cancel
            </Button>
            <Button onClick={save}>Save Changes</Button>
          </>
        }
      >
        <EditorPicturesProvider pictures={pictures}>
          <Tabs value={tab} onValueChange={(value) => setTab(value as EditorTab)} tabs={tabs} label="Section settings">
            <TabPanel value="content" className="space-y-5">
              {fieldsOf(definition?.fields ?? genericFields)}
            </TabPanel>
            {definition?.items && (
              <TabPanel value="items">
                <KindEditor
                  field={definition.items}
                  value={working.items}
                  errors={errors}
                  section={working}
                  set={(items) => change({ items })}
                  onChange={change}
                  onBrowse={browse}
                />
              </TabPanel>
            )}
            <TabPanel value="layout">
              <LayoutPicker
                type={working.type}
                layouts={definition?.layouts ?? []}
                value={working.layout}
                onChange={(layout) => change({ layout })}
              />
            </TabPanel>
            <TabPanel value="style" className="space-y-5">
              {fieldsOf(definition?.style ?? commonStyle)}
            </TabPanel>
            <TabPanel value="advanced" className="space-y-5">
              <TextField
                label="Section ID"
                value={working.id}
                readOnly
                hint="Made when the section was added; it cannot change."
              />
              <TextField
                label="Section type"
                value={working.type}
                readOnly
                hint="To use another type, add a new section."
              />
              <TextField
                label="Anchor"
                value={working.anchor ?? ""}
                error={errors?.fields.anchor}
                hint="Optional. Lets a link lead straight to this section, as /page#anchor."
                onChange={(event) => change({ anchor: event.target.value || undefined })}
              />
            </TabPanel>
          </Tabs>
        </EditorPicturesProvider>
      </Dialog>
      <EditorClosingQuestions
        words={sectionEditorWords(section)}
        changed={dirty}
        altText={altText}
        asking={asking}
        onAskingChange={setAsking}
        onDiscard={cancel}
        onSaveWithout={commit}
      />
      <MediaPicker {...openWhileSet(picker, setPicker)} onSelect={chooseImage} />
    </>
  );
}
