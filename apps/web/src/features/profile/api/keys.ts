const all = ["profile"] as const;

/** The query keys of profiles: one per e-mail address. */
export const profileKeys = {
  all,
  detail: (email: string) => [...all, email] as const,
};
