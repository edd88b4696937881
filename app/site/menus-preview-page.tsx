/** What the Navigation screen's preview shows between the header and the footer: a page's place, in words. */
export function MenusPreviewPage() {
  return (
    <div className="bg-linen pt-[4.5rem]">
      <div className="container-page flex flex-col justify-center py-16">
        <p className="eyebrow text-muted">Preview</p>
        <p className="mt-4 max-w-xl font-display text-4xl leading-tight">
          Your menus as visitors will see them: the header above, the footer below.
        </p>
        <p className="mt-4 max-w-xl text-muted">
          On a phone the header&apos;s links are in the menu. Nothing here is live until you publish.
        </p>
      </div>
    </div>
  );
}
