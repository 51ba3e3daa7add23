import classes from './skip-link.module.css';

export const MAIN_CONTENT_ID = 'main-content';

/** "Zum Inhalt springen": the first tab stop, visible on focus. */
export function SkipLink() {
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className={classes.link}>
      Zum Inhalt springen
    </a>
  );
}
