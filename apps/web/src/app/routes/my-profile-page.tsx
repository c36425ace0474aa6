import { PageTitle } from "../../components/page-title.tsx";
import { QueryState } from "../../components/query-state.tsx";
import { useProfile } from "../../features/profile/api/get-profile.ts";
import { ProfileCard } from "../../features/profile/components/profile-card.tsx";
import { ProfileForm } from "../../features/profile/components/profile-form.tsx";
import { useCurrentUser } from "../../lib/session.ts";

/** The dashboard's index: what is saved on the left, the update form on the right. */
export default function MyProfilePage() {
  const { user } = useCurrentUser();
  const email = user?.email ?? "";
  const profile = useProfile(email);
  return (
    <section>
      <PageTitle page="My Profile" />
      <h2 className="mb-4 text-xl font-semibold">My Profile</h2>
      <QueryState query={profile}>
        {(data) => (
          <div className="grid items-start gap-6 md:grid-cols-2">
            <ProfileCard profile={data} />
            <ProfileForm profile={data} email={email} />
          </div>
        )}
      </QueryState>
    </section>
  );
}
