/** Our social channels (spec §2 mobile menu). */
export const SOCIAL_LINKS = [
  { network: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/apopunkt' },
  { network: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/apopunkt' },
  { network: 'youtube', label: 'YouTube', href: 'https://www.youtube.com/@apopunkt' },
  { network: 'whatsapp', label: 'WhatsApp-Kanal', href: 'https://whatsapp.com/channel/apopunkt' },
] as const;

export type SocialNetwork = (typeof SOCIAL_LINKS)[number]['network'];
