import type { ModuleType } from '@apopunkt/domain/constants/modules';
import type { ModuleContent } from '@apopunkt/domain/schemas/module-content';

/** Seed data contracts shared by the content files and the seed inserter. */

export interface SeedManufacturer {
  slug: string;
  name: string;
  description: string;
  /** Media path, e.g. '/media/seed/logos/sonnenhof-pharma.svg'. */
  logo: string;
}

export interface SeedProduct {
  slug: string;
  name: string;
  manufacturerSlug: string;
  description: string;
  tags: string[];
  isRxProduct: boolean;
  isActive: boolean;
  thumbnail: string;
  banner: string;
  downloads: { title: string; fileName: string; href: string }[];
  /** German paragraphs separated by blank lines. */
  customContent: string;
}

export interface SeedModule {
  slug: string;
  name: string;
  longName: string;
  shortDescription: string;
  type: ModuleType;
  productSlug: string | null;
  manufacturerSlug: string | null;
  knowledgeValue: number;
  /** Defaults to the cost per contact of the module type. */
  premiumValue?: number;
  /** Premium points deposited; 0 for unlimited types (0, 1, 10). */
  budget: number;
  isVerifiedOnly?: boolean;
  isVisible?: boolean;
  /** Visible from now minus this many days; negative means in the future. */
  visibleFromDaysAgo: number;
  repeatPeriodDays?: number | null;
  minSeconds?: number;
  thumbnail: string;
  coverImage: string;
  footNote?: string;
  legalInfo?: string;
  sourcesPdf?: string | null;
  contentUrl?: string | null;
  surveyUrl?: string | null;
  thirdPartyModalData?: { title: string; text: string; partner: string } | null;
  hasCertificate?: boolean;
  content: ModuleContent;
}
