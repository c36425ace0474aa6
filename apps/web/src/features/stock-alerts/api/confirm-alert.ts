import type { AlertLinkRequest } from "@shop/contract";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";

/** The confirmation link's token: the visitor's alert waits from now on. */
export const confirmAlert = (token: string) =>
  apiRequest("/stock-alerts/confirm", {
    method: "POST",
    body: { token } satisfies AlertLinkRequest,
    answer: "stockAlertLink",
  });

export const useConfirmAlert = () => useMutation({ mutationFn: confirmAlert });
