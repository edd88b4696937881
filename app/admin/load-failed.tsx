import { TriangleAlert } from "lucide-react";
import { useRevalidator } from "react-router";

import { Button } from "~/ui/button";

import { AdminApiError } from "./admin-fetch";

/** A screen's data could not be loaded: say what, say why in the server's words, and offer to try again. */
export function LoadFailed({ what, error }: { what: string; error: unknown }) {
  const revalidator = useRevalidator();
  const reason =
    error instanceof AdminApiError
      ? error.status === 501
        ? "This part of the admin is not available yet."
        : error.message
      : "The server could not be reached. Check the connection and try again.";
  return (
    <div role="alert" className="rounded-lg border border-red-700/20 bg-red-50 px-6 py-10 text-center">
      <TriangleAlert aria-hidden="true" className="mx-auto h-8 w-8 text-red-800" />
      <h2 className="mt-3 text-lg font-semibold text-red-950">{what} could not be loaded</h2>
      <p className="mx-auto mt-2 max-w-md text-sm text-red-900">{reason}</p>
      <Button
        className="mt-5"
        variant="secondary"
        disabled={revalidator.state !== "idle"}
        onClick={() => void revalidator.revalidate()}
      >
        {revalidator.state !== "idle" ? "Trying again..." : "Try Again"}
      </Button>
    </div>
  );
}
