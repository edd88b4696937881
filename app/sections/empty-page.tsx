/** docs/product.md#messages 'Empty dynamic page'. */
const pageNoContentMessage = "No content has been added to this page yet.";

/** A published page without sections: its title and the specified message, below the header. */
export function EmptyPage({ title }: { title: string }) {
  return (
    <section className="flex min-h-[70vh] items-center bg-linen pt-[4.5rem]">
      <div className="container-page py-24 text-center">
        <h1 className="font-display text-5xl text-balance sm:text-6xl">{title}</h1>
        <p className="mx-auto mt-6 max-w-md leading-relaxed text-ink-soft">{pageNoContentMessage}</p>
      </div>
    </section>
  );
}
