import { ActionIcon, Tooltip } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { previousPath } from '../../../lib/previous-path';

/** Back to the page the user came from before Play or Competition (spec §2). */
export function BackButton() {
  const navigate = useNavigate();
  return (
    <Tooltip label="Zurück">
      <ActionIcon variant="light" size="lg" aria-label="Zurück" onClick={() => navigate(previousPath(paths.Home.path))}>
        <IconArrowLeft size={20} />
      </ActionIcon>
    </Tooltip>
  );
}
