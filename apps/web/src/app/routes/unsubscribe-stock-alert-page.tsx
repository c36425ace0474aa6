import { PageTitle } from "../../components/page-title.tsx";
import { useUnsubscribeAlert } from "../../features/stock-alerts/api/unsubscribe-alert.ts";
import { AlertLink } from "../../features/stock-alerts/components/alert-link.tsx";

/** /stock-alerts/unsubscribe?token=: ends an alert from its mail, without signing in. */
export default function UnsubscribeStockAlertPage() {
  return (
    <>
      <PageTitle page="Unsubscribe" />
      <AlertLink
        title="Stop back-in-stock mails"
        intro="Press the button and we will send you no more mails about this part."
        action="Unsubscribe"
        mutation={useUnsubscribeAlert()}
      />
    </>
  );
}
