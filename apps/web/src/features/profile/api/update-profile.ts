import type { ProfileForm, ProfileUpdate } from "@shop/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { profileKeys } from "./keys.ts";

export function useUpdateProfile(email: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: ProfileForm) =>
      apiRequest(`/userInfo/${encodeURIComponent(email)}`, {
        method: "PUT",
        body: form satisfies ProfileUpdate,
        answer: "profileUpdated",
        auth: true,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.detail(email) }),
  });
}
