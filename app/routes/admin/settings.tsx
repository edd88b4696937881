import { useState } from "react";

import { adminMeta } from "~/admin/admin-title";
import { ScreenHeader } from "~/admin/screen-header";
import { GeneralSettingsForm } from "~/admin/settings/general-settings-form";
import { emptyPasswordChange, SecuritySettingsForm } from "~/admin/settings/security-settings-form";
import { runSettingsAction } from "~/admin/settings/settings-action";
import type { PasswordChangeValues } from "~/lib/settings/password-change";
import type { SiteSettingsValues } from "~/lib/settings/site-settings-schema";
import { useRootData } from "~/root";
import { TabPanel, Tabs } from "~/ui/tabs";

import type { Route } from "./+types/settings";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Settings");

export function clientAction({ request }: Route.ClientActionArgs) {
  return runSettingsAction(request);
}

const tabs = [
  { value: "general", label: "General" },
  { value: "security", label: "Security" },
] as const;

/** /admin/settings: tabs General and Security (docs/product.md#routes Settings screen). */
export default function Settings() {
  const { siteName, siteDescription, siteSettingsRevision } = useRootData();
  const [tab, setTab] = useState<string>("general");
  // Kept here, above the tabs, so switching tabs never loses what was typed.
  const [generalDraft, setGeneralDraft] = useState<SiteSettingsValues | null>(null);
  const [passwords, setPasswords] = useState<PasswordChangeValues>(emptyPasswordChange);

  return (
    <>
      <ScreenHeader title="Settings" description="The name and description of the site, and the admin password." />
      <div className="rounded-lg border border-ink/10 bg-white p-5 sm:p-8">
        <Tabs value={tab} onValueChange={setTab} tabs={tabs} label="Settings">
          <TabPanel value="general">
            <GeneralSettingsForm
              saved={{ siteName, siteDescription }}
              revision={siteSettingsRevision}
              draft={generalDraft}
              onDraftChange={setGeneralDraft}
            />
          </TabPanel>
          <TabPanel value="security">
            <SecuritySettingsForm values={passwords} onChange={setPasswords} />
          </TabPanel>
        </Tabs>
      </div>
    </>
  );
}
