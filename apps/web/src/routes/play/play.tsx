import { useParams } from 'react-router';
import { Player } from '../../features/player/components/player';

/** The module player (spec §2); a new slug mounts a fresh player (the play layout keys it too). */
export function Component() {
  const { slug = '' } = useParams();
  return <Player key={slug} slug={slug} />;
}
