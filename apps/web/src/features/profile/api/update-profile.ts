import type { ProfileForm } from "@shop/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { profileQueryOptions } from "./get-profile.ts";

type UpdateResult = { acknowledged: boolean; modifiedCount: number; upsertedCount: number };

export function useUpdateProfile(email: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: ProfileForm) =>
      apiRequest<UpdateResult>(`/userInfo/${encodeURIComponent(email)}`, { method: "PUT", body: form, auth: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryOptions(email).queryKey }),
  });
}
