import type { Profile } from "@shop/contract";

const rows: { label: string; key: keyof Profile }[] = [
  { label: "Full Name", key: "userName" },
  { label: "Email", key: "userEmail" },
  { label: "Phone", key: "userPhone" },
  { label: "Education", key: "userEducation" },
  { label: "Address", key: "userAddress" },
  { label: "Location", key: "userLocation" },
  { label: "LinkedIn", key: "userLinkedinUrl" },
];

/** Every profile field, or 'Please Update!' where nothing is saved yet. Text only, never HTML. */
export function ProfileCard({ profile }: { profile: Profile }) {
  return (
    <div className="card bg-base-100 shadow-md">
      <div className="card-body">
        <h3 className="card-title">{profile.userName}</h3>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          {rows.map(({ label, key }) => (
            <div key={key} className="contents">
              <dt className="font-semibold">{label}</dt>
              <dd className="break-all" data-field={key}>
                {profile[key] ? profile[key] : <span className="text-base-content/70 italic">Please Update!</span>}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  );
}
