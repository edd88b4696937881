import { Trash2 } from "lucide-react";

import { ButtonLink } from "~/ui/button";

/** The way to the trash from the screens whose deleted pages and images it keeps. */
export function TrashLink() {
  return (
    <ButtonLink variant="secondary" to="/admin/trash">
      <Trash2 aria-hidden="true" className="h-4 w-4" />
      Trash
    </ButtonLink>
  );
}
