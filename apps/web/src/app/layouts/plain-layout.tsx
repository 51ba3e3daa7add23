import { Box } from '@mantine/core';
import { Outlet } from 'react-router';

/** Plain layout (spec §2): nothing but the page, used for maintenance. */
export function Component() {
  return (
    <Box component="main" mih="100vh">
      <Outlet />
    </Box>
  );
}
