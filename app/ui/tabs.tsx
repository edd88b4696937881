import { Tabs as RadixTabs } from "radix-ui";
import type { ReactNode } from "react";

import { cn } from "./cn";

interface TabsProps {
  value: string;
  onValueChange: (value: string) => void;
  tabs: readonly { value: string; label: string }[];
  label: string;
  children: ReactNode;
  className?: string;
}

/** Keyboard-operable tabs (arrow keys move between them). Put a `TabPanel` per tab inside. */
export function Tabs({ value, onValueChange, tabs, label, children, className }: TabsProps) {
  return (
    <RadixTabs.Root value={value} onValueChange={onValueChange} className={className}>
      <RadixTabs.List aria-label={label} className="flex gap-1 overflow-x-auto border-b border-ink/10">
        {tabs.map((tab) => (
          <RadixTabs.Trigger
            key={tab.value}
            value={tab.value}
            className={cn(
              "-mb-px shrink-0 border-b-2 border-transparent px-2 py-2 text-sm font-medium text-muted hover:text-ink sm:px-3",
              "data-[state=active]:border-ink data-[state=active]:text-ink",
            )}
          >
            {tab.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {children}
    </RadixTabs.Root>
  );
}

export function TabPanel({ value, children, className }: { value: string; children: ReactNode; className?: string }) {
  return (
    <RadixTabs.Content value={value} className={cn("pt-5 focus-visible:outline-none", className)}>
      {children}
    </RadixTabs.Content>
  );
}
