import type { Salutation } from '@apopunkt/domain/constants/salutations';
import { useId } from 'react';

const SKIN = '#f3c9a6';
const SHIRT = 'var(--mantine-color-apo-6)';

/** Hair per salutation (spec §2: the avatar depends on gender); DI gets a neutral short cut. */
function Hair({ gender }: { gender: Salutation }) {
  if (gender === 'FE') {
    return (
      <path
        d="M10 20c0-9 5-13 10-13s10 4 10 13v9c-2 2-4 3-5 3l1-11c-3-1-8-2-11-5-1 3-2 5-3 6l1 10c-1 0-3-1-5-3z"
        fill="#8d5a3b"
      />
    );
  }
  if (gender === 'MA') {
    return <path d="M12 18c0-7 4-11 8-11s8 3 8 10c-2-2-5-3-8-3s-6 1-8 4z" fill="#4a3426" />;
  }
  return <path d="M11 19c0-8 4-12 9-12s9 4 9 12c-1-3-3-5-5-5-2 1-6 1-8 0-2 1-4 3-5 5z" fill="#6b4f3a" />;
}

/** A friendly drawn avatar: head, hair by salutation and a teal shirt on a light circle. */
export function UserAvatar({ gender, size = 38, label }: { gender: Salutation; size?: number; label?: string }) {
  const clipId = `avatar-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 40 40"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <circle cx="20" cy="20" r="20" fill="var(--mantine-color-apo-0)" />
      <clipPath id={clipId}>
        <circle cx="20" cy="20" r="20" />
      </clipPath>
      <g clipPath={`url(#${clipId})`}>
        <path d="M6 40c0-8 6-12 14-12s14 4 14 12z" fill={SHIRT} />
        <rect x="17" y="23" width="6" height="6" rx="2" fill={SKIN} />
        <ellipse cx="20" cy="18" rx="7.5" ry="8.5" fill={SKIN} />
        <Hair gender={gender} />
        <circle cx="17.2" cy="19" r="0.9" fill="#333" />
        <circle cx="22.8" cy="19" r="0.9" fill="#333" />
        <path d="M17.5 22.5c1.5 1.2 3.5 1.2 5 0" stroke="#b5644b" strokeWidth="1" fill="none" strokeLinecap="round" />
      </g>
    </svg>
  );
}
