import { ContactDialog } from '../../features/contact';
import { RedeemCodeDialog } from '../../features/redeem-code';
import { SearchOverlay } from '../../features/search-overlay';
import { useCurrentUser } from '../../lib/auth';

/** Dialogs opened from anywhere in the layouts with a header: search, campaign code, contact. */
export function AppOverlays() {
  const user = useCurrentUser();
  return (
    <>
      <SearchOverlay disabled={!user} />
      {user && <RedeemCodeDialog />}
      <ContactDialog />
    </>
  );
}
