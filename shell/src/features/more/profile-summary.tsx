import { useSession } from '@d742/platform';
import { Card, CardContent, Skeleton } from '@d742/ui';
import { useProfile } from '../profile';

/** Name, email and phone from the profile (the signed-in user's values until it arrives). */
export function ProfileSummary() {
  const profile = useProfile();
  const user = useSession((s) => s.user);
  const person = profile.data ?? user;
  return (
    <Card>
      <CardContent className="shell-summary">
        {person ? (
          <>
            <p className="shell-summary__name">
              {person.firstName} {person.lastName}
            </p>
            <p className="shell-muted">{person.email}</p>
            {person.phone ? <p className="shell-muted">{person.phone}</p> : null}
          </>
        ) : (
          <Skeleton className="shell-skeleton-line" />
        )}
      </CardContent>
    </Card>
  );
}
