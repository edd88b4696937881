import { EditorContent, type JSONContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { Bold, Italic, Link2, List, type LucideIcon } from "lucide-react";
import { useId, useState } from "react";

import { isAllowedLink, linkMessage } from "~/lib/link-target";
import { type EditorNode, fromEditor, plainToRich, type RichText, richToPlain, toEditor } from "~/lib/rich-text";
import { Button } from "~/ui/button";
import { cn } from "~/ui/cn";
import { TextField } from "~/ui/field";

import { SiteLinkOptions } from "./link-field";

interface RichTextFieldProps {
  label: string;
  /** The plain words, used when there is no rich text yet. */
  text: string;
  rich?: RichText;
  error?: string;
  onChange: (change: { content: string; richContent: RichText }) => void;
}

/** A toolbar button that is pressed while the selection has its format. */
function ToolButton({
  name,
  pressed = false,
  icon: Icon,
  onClick,
}: {
  name: string;
  pressed?: boolean;
  icon: LucideIcon;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className="inline-flex h-8 w-8 items-center justify-center rounded-sm text-ink-soft hover:bg-sand hover:text-ink aria-pressed:bg-ink aria-pressed:text-white"
      aria-pressed={pressed}
      aria-label={name}
      // A press leaves the focus and the selection in the text, so what is typed next goes there at once; the
      // editor would take the focus back only in the next frame. The keyboard still reaches the button by Tab.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      <Icon aria-hidden="true" className="h-4 w-4" />
    </button>
  );
}

/**
 * docs/product.md#what-you-edit rich text: paragraphs, bold (Ctrl+B), italic (Ctrl+I), bulleted lists and links
 * (Ctrl+K), edited with Tiptap and kept as rich text plus its plain words. A link is a page of this site (suggested),
 * an anchor, or an http, https, mailto or tel address; anything else is refused with the link rule's message.
 */
export function RichTextField({ label, text, rich, error, onChange }: RichTextFieldProps) {
  const labelId = useId();
  const messageId = useId();
  const listId = useId();
  const [linking, setLinking] = useState<{ address: string; problem?: string } | null>(null);
  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        heading: false,
        blockquote: false,
        code: false,
        codeBlock: false,
        horizontalRule: false,
        orderedList: false,
        strike: false,
        underline: false,
        link: { openOnClick: false, autolink: false, linkOnPaste: false, isAllowedUri: (url) => isAllowedLink(url) },
      }),
    ],
    content: toEditor(rich ?? plainToRich(text)) as JSONContent,
    editorProps: {
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
        ...(error && { "aria-invalid": "true", "aria-describedby": messageId }),
        class:
          "min-h-32 px-3 py-2 text-sm leading-relaxed focus:outline-none [&_ul]:list-disc [&_ul]:pl-5 [&_p+p]:mt-3 [&_a]:underline",
      },
      handleKeyDown: (_view, event) => {
        if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "k") {
          event.preventDefault();
          openLink();
          return true;
        }
        return false;
      },
    },
    onUpdate: ({ editor: current }) => {
      const next = fromEditor(current.getJSON() as EditorNode);
      onChange({ content: richToPlain(next), richContent: next });
    },
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive("bold") ?? false,
      italic: current?.isActive("italic") ?? false,
      list: current?.isActive("bulletList") ?? false,
      link: current?.isActive("link") ?? false,
    }),
  });

  function openLink() {
    const href = editor?.getAttributes("link").href;
    setLinking({ address: typeof href === "string" ? href : "" });
  }

  const applyLink = () => {
    if (!editor || !linking) return;
    const address = linking.address.trim();
    if (address === "") {
      editor.chain().focus().extendMarkRange("link").unsetLink().run();
      setLinking(null);
      return;
    }
    if (!isAllowedLink(address)) {
      setLinking({ address, problem: linkMessage });
      return;
    }
    editor.chain().focus().extendMarkRange("link").setLink({ href: address }).run();
    setLinking(null);
  };

  return (
    <div>
      <p id={labelId} className="text-sm font-medium text-ink">
        {label}
      </p>
      <div
        className={cn(
          "mt-1.5 rounded-md border bg-white focus-within:border-ink",
          error ? "border-red-700" : "border-ink/20",
        )}
      >
        <div role="toolbar" aria-label={`${label} formatting`} className="flex gap-1 border-b border-ink/10 p-1">
          <ToolButton
            name="Bold (Ctrl+B)"
            pressed={active?.bold}
            icon={Bold}
            onClick={() => editor?.chain().focus().toggleBold().run()}
          />
          <ToolButton
            name="Italic (Ctrl+I)"
            pressed={active?.italic}
            icon={Italic}
            onClick={() => editor?.chain().focus().toggleItalic().run()}
          />
          <ToolButton
            name="Bulleted list"
            pressed={active?.list}
            icon={List}
            onClick={() => editor?.chain().focus().toggleBulletList().run()}
          />
          <ToolButton name="Link (Ctrl+K)" pressed={active?.link} icon={Link2} onClick={openLink} />
        </div>
        <EditorContent editor={editor} />
      </div>
      {linking && (
        <div className="mt-2 rounded-md border border-ink/15 bg-linen p-3">
          <TextField
            label="Link address"
            value={linking.address}
            list={listId}
            error={linking.problem}
            hint="A page of this site (/contact), an anchor (#contact), or a web, e-mail or phone address. Empty removes the link."
            autoFocus
            onChange={(event) => setLinking({ address: event.target.value })}
            onKeyDown={(event) => {
              if (event.key === "Enter") {
                event.preventDefault();
                applyLink();
              }
              if (event.key === "Escape") {
                event.stopPropagation();
                setLinking(null);
              }
            }}
          />
          <SiteLinkOptions id={listId} />
          <div className="mt-3 flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setLinking(null)}>
              Cancel
            </Button>
            <Button onClick={applyLink}>Apply link</Button>
          </div>
        </div>
      )}
      {error ? (
        <p id={messageId} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      ) : (
        <p className="mt-1.5 text-xs text-muted">Ctrl+B bold, Ctrl+I italic, Ctrl+K link (Cmd on a Mac).</p>
      )}
    </div>
  );
}
