import type * as React from "react";
import { Button } from "~/components/ui/button";

/** An outline button showing only an icon; `label` is its accessible name (Edit, Delete, …). */
export function IconButton({
  icon: Icon,
  label,
  onClick,
}: {
  icon: React.ComponentType<{ "aria-hidden": "true" }>;
  label: string;
  onClick: () => void;
}) {
  return (
    <Button variant="outline" size="icon" aria-label={label} onClick={onClick}>
      <Icon aria-hidden="true" />
    </Button>
  );
}
