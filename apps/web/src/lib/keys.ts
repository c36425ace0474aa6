/** The query keys of the app's own queries, those outside any feature: who is signed in, and may they administer. */
export const sessionKeys = { all: ["session"] as const };

const adminRoot = ["admin"] as const;
export const adminKeys = {
  all: adminRoot,
  detail: (email: string) => [...adminRoot, email] as const,
};
