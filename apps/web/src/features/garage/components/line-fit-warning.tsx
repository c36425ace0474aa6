import { fitTitle } from "@shop/contract/fit-messages";
import TriangleAlert from "lucide-react/icons/triangle-alert";
import type { ReactNode } from "react";
import { useFitVerdicts } from "../api/fit-verdicts.ts";
import { useMyBikes } from "../api/my-garage.ts";
import { bikeFilterOf } from "../bike.ts";

const sentence = (reason: string) => reason.charAt(0).toUpperCase() + reason.slice(1);

/** A cart line's warning: the part does not fit the active bike, and why. It blocks nothing. */
function LineFitWarning({ bikeName, reasons }: { bikeName: string; reasons: string[] }) {
  return (
    <div
      role="note"
      className="alert alert-soft alert-warning mt-2 items-start gap-2 px-3 py-2 text-sm text-base-content"
    >
      <TriangleAlert className="h-4 w-4 flex-none" aria-hidden="true" />
      <div>
        <p className="font-semibold">{fitTitle("does-not-fit", bikeName)}</p>
        <ul className="list-disc pl-5">
          {reasons.map((reason) => (
            <li key={reason}>{sentence(reason)}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/**
 * The warnings of the cart's lines against the active bike (issue 32), asked in one request:
 * a function from a line's part to its warning, or nothing when it fits, cannot be told, or
 * there is no bike.
 */
export function useLineFitWarnings(partIds: string[]): (partId: string) => ReactNode {
  const { active } = useMyBikes();
  const verdicts = useFitVerdicts(partIds, active && bikeFilterOf(active)).data;
  const failed = new Map(verdicts?.filter((v) => v.verdict === "does-not-fit").map((v) => [v._id, v.reasons]));
  return (partId) => {
    const reasons = failed.get(partId);
    return active && reasons ? <LineFitWarning bikeName={active.name} reasons={reasons} /> : null;
  };
}
