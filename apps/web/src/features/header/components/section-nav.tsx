import type { User } from '@apopunkt/domain/schemas/users';
import { Container, Group } from '@mantine/core';
import { NavLink as RouterNavLink } from 'react-router';
import { SECTION_LINKS, visibleLinks } from '../nav-links';
import classes from './section-nav.module.css';

/** The module categories as a row under the header on larger screens. */
export function SectionNav({ user }: { user: User }) {
  return (
    <nav aria-label="Modulkategorien" className={classes.bar}>
      <Container>
        <Group gap={4} wrap="nowrap" className={classes.row}>
          {visibleLinks(SECTION_LINKS, user).map((link) => (
            <RouterNavLink key={link.href} to={link.href} className={classes.link}>
              {link.label}
            </RouterNavLink>
          ))}
        </Group>
      </Container>
    </nav>
  );
}
