import { PageTitle } from "../../components/page-title.tsx";
import { useConfirmAlert } from "../../features/stock-alerts/api/confirm-alert.ts";
import { AlertLink } from "../../features/stock-alerts/components/alert-link.tsx";

/** /stock-alerts/confirm?token=: where a visitor's confirmation link lands. */
export default function ConfirmStockAlertPage() {
  return (
    <>
      <PageTitle page="Confirm your alert" />
      <AlertLink
        title="Confirm your back-in-stock alert"
        intro="Press the button to confirm that you want one e-mail when this part is back in stock."
        action="Confirm my alert"
        mutation={useConfirmAlert()}
      />
    </>
  );
}
