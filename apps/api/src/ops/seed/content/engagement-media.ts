import { moduleCoverSvg, moduleThumbnailSvg } from './svg';
import type { Topic } from './topics';

/** One generated banner (1200×400) and tile (400×250) per demo competition, quest and popup. */
export interface EngagementArt {
  key: string;
  title: string;
  subtitle: string;
  topic: Topic;
  label: string;
}

export const ENGAGEMENT_ART: EngagementArt[] = [
  {
    key: 'erkaeltung',
    title: 'Großes Erkältungs-Gewinnspiel',
    subtitle: 'Drei Module, ein Wochenende für zwei',
    topic: 'erkaeltung',
    label: 'Gewinnspiel',
  },
  {
    key: 'specials',
    title: 'Specials meistern',
    subtitle: 'Zwei Specials abschließen und ein Fachbuch gewinnen',
    topic: 'schmerz',
    label: 'Gewinnspiel',
  },
  {
    key: 'verifiziert',
    title: 'Verifiziert gewinnt',
    subtitle: 'Arbeitsplatz bestätigen und im Lostopf landen',
    topic: 'vitamine',
    label: 'Gewinnspiel',
  },
  {
    key: 'monatsverlosung',
    title: 'Monatsverlosung',
    subtitle: 'Einfach teilnehmen: Gutscheine für dein Team',
    topic: 'reise',
    label: 'Gewinnspiel',
  },
  {
    key: 'premium',
    title: 'Premium-Gewinnspiel',
    subtitle: 'Nur für PREMIUM Mitglieder',
    topic: 'haut',
    label: 'Gewinnspiel',
  },
  {
    key: 'winter',
    title: 'Winter-Verlosung',
    subtitle: 'Die Gewinner stehen fest',
    topic: 'schlaf',
    label: 'Gewinnspiel',
  },
  {
    key: 'quest-aktuell',
    title: 'Aktuelle Weekly-Challenge',
    subtitle: 'Modul abschließen und Bonus-Prämienpunkte sichern',
    topic: 'sonnenschutz',
    label: 'Weekly-Challenge',
  },
  {
    key: 'quest-naechste',
    title: 'Nächste Weekly-Challenge',
    subtitle: 'Startet in wenigen Tagen',
    topic: 'blase',
    label: 'Weekly-Challenge',
  },
  {
    key: 'popup',
    title: 'Neu: Punkte sammeln',
    subtitle: 'Alle Wege zu mehr Prämienpunkten auf einen Blick',
    topic: 'vitamine',
    label: 'Hinweis',
  },
];

export const engagementBanner = (key: string) => `/media/seed/engagement/${key}-banner.svg`;
export const engagementTile = (key: string) => `/media/seed/engagement/${key}-kachel.svg`;

/** The generated files keyed by their public URL. */
export function engagementMedia(): [string, string][] {
  return ENGAGEMENT_ART.flatMap((art) => {
    const base = { title: art.title, topic: art.topic, typeLabel: art.label };
    return [
      [engagementBanner(art.key), moduleCoverSvg({ ...base, subtitle: art.subtitle })],
      [engagementTile(art.key), moduleThumbnailSvg(base)],
    ] as [string, string][];
  });
}
