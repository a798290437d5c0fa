import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { memberJoiningCopy as C } from "~/content/admin-sources";
import { joiningText } from "~/content/joining";
import { sourceOf } from "~/lib/first-touch";
import type { MemberListRow } from "../members-admin.server";

/** A member's role, community and first touch ('unknown' without consent; ADR 193). */
export function MemberJoining({ member }: { member: MemberListRow }) {
  const touch = member.firstTouch;
  const rows: [string, string][] = [
    [C.role, member.role ? joiningText.roles[member.role] : C.notGiven],
    [C.community, member.community ?? C.notGiven],
    [C.source, sourceOf(touch)],
  ];
  if (touch)
    rows.push(
      [C.landingPath, touch.landingPath],
      [C.referrerHost, touch.referrerHost ?? C.notGiven],
      [C.utmMedium, touch.utmMedium ?? C.notGiven],
      [C.utmCampaign, touch.utmCampaign ?? C.notGiven],
    );
  return (
    <Card>
      <CardHeader>
        <CardTitle>{C.heading}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-medium">{label}</dt>
              <dd className="break-words">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
