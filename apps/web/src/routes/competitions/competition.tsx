import { useParams } from 'react-router';
import { CompetitionDetailView } from '../../features/competitions';

/** One competition (spec §2): id or 'premium' (142 redirects there); the header shows the back button. */
export function Component() {
  const { id = '' } = useParams();
  return <CompetitionDetailView key={id} id={id} />;
}
