import { TeamView } from '../../features/team';

/** /team (signed in; the API answers only a pharmacy owner verified at a pharmacy, issue 37 §4). */
export function Component() {
  return <TeamView />;
}
