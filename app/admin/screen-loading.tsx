/** docs/product.md#messages 'Loading...', while a screen's data is on its way. */
export function ScreenLoading() {
  return (
    <p role="status" className="py-16 text-center text-sm text-muted">
      Loading...
    </p>
  );
}
