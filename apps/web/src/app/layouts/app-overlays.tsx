import { ContactDialog } from '../../features/contact';
import { RedeemCodeDialog } from '../../features/redeem-code';
import { SearchOverlay } from '../../features/search-overlay';
import { TermsDialog } from '../../features/terms-dialog';
import { useCurrentUser } from '../../lib/auth';

/** Dialogs opened from anywhere in the layouts with a header: search, campaign code, contact, terms. */
export function AppOverlays({ legal = false }: { legal?: boolean }) {
  const user = useCurrentUser();
  return (
    <>
      <SearchOverlay disabled={!user} />
      {user && <RedeemCodeDialog />}
      <ContactDialog />
      {!legal && <TermsDialog />}
    </>
  );
}
