// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, Link, useLocation } from "react-router";
import { afterEach, describe, expect, it } from "vitest";

import { UnsavedChangesGuard } from "./unsaved-changes-guard";

afterEach(cleanup);

function Screen({ unsaved, withinScreen }: { unsaved: boolean; withinScreen?: boolean }) {
  const location = useLocation();
  return (
    <>
      <p>At {location.pathname + location.search}</p>
      <Link to="?model=other">Other model</Link>
      <Link to="/admin/pages">Pages</Link>
      <UnsavedChangesGuard when={unsaved} what="Volo Wall" withinScreen={withinScreen} />
    </>
  );
}

function renderAt(props: { unsaved: boolean; withinScreen?: boolean }) {
  const Stub = createRoutesStub([
    { path: "/admin/products", Component: () => <Screen {...props} /> },
    { path: "/admin/pages", Component: () => <p>At the pages</p> },
  ]);
  render(<Stub initialEntries={["/admin/products?model=volo-wall"]} />);
}

describe("UnsavedChangesGuard", () => {
  it("with withinScreen, asks 'Discard your changes?' before another model, and 'Leave without saving?' before another screen", async () => {
    const user = userEvent.setup();
    renderAt({ unsaved: true, withinScreen: true });

    await user.click(screen.getByRole("link", { name: "Other model" }));
    expect(screen.getByRole("dialog", { name: "Discard your changes?" })).toHaveTextContent(
      "Your changes to Volo Wall have not been saved yet.",
    );
    await user.click(screen.getByRole("button", { name: "Keep editing" }));
    expect(screen.getByText("At /admin/products?model=volo-wall")).toBeInTheDocument();

    await user.click(screen.getByRole("link", { name: "Pages" }));
    await user.click(screen.getByRole("button", { name: "Stay and keep editing" }));
    expect(screen.queryByRole("dialog")).toBeNull();

    await user.click(screen.getByRole("link", { name: "Other model" }));
    await user.click(screen.getByRole("button", { name: "Discard changes" }));
    expect(await screen.findByText("At /admin/products?model=other")).toBeInTheDocument();
  });

  it("without withinScreen lets the screen's own moves through, and asks nothing when all is saved", async () => {
    const user = userEvent.setup();
    renderAt({ unsaved: true });
    await user.click(screen.getByRole("link", { name: "Other model" }));
    expect(await screen.findByText("At /admin/products?model=other")).toBeInTheDocument();
    cleanup();

    renderAt({ unsaved: false, withinScreen: true });
    await user.click(screen.getByRole("link", { name: "Pages" }));
    expect(await screen.findByText("At the pages")).toBeInTheDocument();
  });
});
