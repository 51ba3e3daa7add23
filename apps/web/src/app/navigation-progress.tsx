import { useNavigation } from 'react-router';
import classes from './navigation-progress.module.css';

/**
 * The page change under way (issue 36: with a slow line a click seemed to do nothing): a bar at the
 * top while the router loads the next page, its code (lazy routes) and its guard. Nothing while
 * idle, so a page drawn on the server hydrates unchanged.
 */
export function NavigationProgress() {
  const { state } = useNavigation();
  if (state === 'idle') return null;
  return (
    <div className={classes.bar} role="progressbar" aria-label="Seite wird geladen" data-navigation-progress="">
      <div className={classes.fill} />
    </div>
  );
}
