import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader } from "~/components/ui/card";

/**
 * A member page's card: its h2, an optional intro or header action (a link beside the
 * title), and the content.
 */
export function SectionCard({
  title,
  description,
  action,
  contentClassName,
  children,
}: {
  title: string;
  description?: string;
  action?: ReactNode;
  contentClassName?: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader className={action ? "flex-row items-center justify-between" : undefined}>
        <h2 className="text-xl font-semibold leading-tight">{title}</h2>
        {description ? <CardDescription>{description}</CardDescription> : null}
        {action}
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
    </Card>
  );
}
