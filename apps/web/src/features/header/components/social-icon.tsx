import { IconBrandFacebook, IconBrandInstagram, IconBrandWhatsapp, IconBrandYoutube } from '@tabler/icons-react';
import type { SocialNetwork } from '../../../config/social-links';

const ICONS = {
  facebook: IconBrandFacebook,
  instagram: IconBrandInstagram,
  youtube: IconBrandYoutube,
  whatsapp: IconBrandWhatsapp,
} as const;

export function SocialIcon({ network, size = 20 }: { network: SocialNetwork; size?: number }) {
  const Icon = ICONS[network];
  return <Icon size={size} aria-hidden="true" />;
}
