import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/**
 * What a dashboard screen says when it has nothing to show yet: what is missing, why that is
 * fine or what would change it, and a way on, in place of an empty table.
 */
export function EmptyState({
  Icon,
  title,
  children,
  action,
}: {
  Icon: LucideIcon;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-box border border-dashed border-base-300 bg-base-100 px-6 py-8 text-center">
      <span className="flex h-12 w-12 items-center justify-center rounded-full bg-primary/10 text-primary">
        <Icon className="h-6 w-6" aria-hidden="true" />
      </span>
      <p className="font-semibold">{title}</p>
      {children && <p className="max-w-md text-sm text-base-content/70">{children}</p>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}
