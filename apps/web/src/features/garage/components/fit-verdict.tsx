import type { FitAnswer } from "@shop/contract";
import { fitTitle } from "@shop/contract/fit-messages";
import CircleCheck from "lucide-react/icons/circle-check";
import CircleHelp from "lucide-react/icons/circle-help";
import CircleX from "lucide-react/icons/circle-x";
import { Link } from "react-router";

/**
 * The part page's verdict against the active bike (issue 32): 'Fits your {bike}', 'Does not fit
 * your {bike}' with each failed rule, or 'Cannot tell' with what is unknown. Without a bike, a
 * link to the garage.
 */
export function FitVerdict({ bikeName, fit }: { bikeName: string | undefined; fit: FitAnswer | undefined }) {
  if (!bikeName)
    return (
      <p className="text-sm">
        Will it fit?{" "}
        <Link to="/garage" className="link link-primary">
          Add your bike
        </Link>{" "}
        and every part says.
      </p>
    );
  if (!fit) return <p className="text-sm text-base-content/70">Checking your {bikeName}…</p>;
  const [Icon, tone] =
    fit.verdict === "fits"
      ? [CircleCheck, "alert-success"]
      : fit.verdict === "does-not-fit"
        ? [CircleX, "alert-error"]
        : // The soft warning's own yellow text on its pale yellow reads at 1.69:1; the text takes
          // the page's colour, as the cart's fit warning does (line-fit-warning.tsx).
          [CircleHelp, "alert-warning text-base-content"];
  const title = fitTitle(fit.verdict, bikeName);
  return (
    <div role="status" aria-label="Will it fit" className={`alert alert-soft ${tone} items-start`}>
      <Icon className="h-5 w-5 flex-none" aria-hidden="true" />
      <div>
        <p className="font-semibold">{title}</p>
        {fit.reasons.length > 0 && (
          <ul className="list-disc pl-5 text-sm">
            {fit.reasons.map((reason) => (
              <li key={reason}>{reason.charAt(0).toUpperCase() + reason.slice(1)}</li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
